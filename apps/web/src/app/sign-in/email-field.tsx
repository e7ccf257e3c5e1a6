'use client';
// The email a member signs in with: the sign-in form's field, and "forgot password"'s.
import { useTranslations } from 'next-intl';

export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const t = useTranslations('signIn');
  return (
    <label>
      {t('email')}
      <input
        name="email"
        type="email"
        autoComplete="username"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

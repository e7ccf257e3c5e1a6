// "Forgot password": a member who cannot sign in asks for a set-password link, which a club
// administrator sees on the members page and hands him (the club has no mail server).
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ForgotPasswordForm } from './forgot-password-form';

export default async function ForgotPasswordPage() {
  const t = await getTranslations('forgotPassword');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ForgotPasswordForm />
      <p>
        <Link href="/sign-in">{t('back')}</Link>
      </p>
    </>
  );
}

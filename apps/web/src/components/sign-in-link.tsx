'use client';
// "Sign in" from a page that needs it: the sign-in page sends the visitor back to this page after.
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { signInHref } from '../app/sign-in/return-to';

export function SignInLink() {
  const t = useTranslations('nav');
  const query = useSearchParams().toString();
  return <Link href={signInHref(`${usePathname()}${query ? `?${query}` : ''}`)}>{t('signIn')}</Link>;
}

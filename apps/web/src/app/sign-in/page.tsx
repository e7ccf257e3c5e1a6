// Sign in, then back to the page the visitor asked for (`?next=`, a path of this site only).
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { serverCaller } from '../../server/caller';
import { RETURN_PARAM, returnTo } from './return-to';
import { SignInForm } from './sign-in-form';

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = returnTo((await searchParams)[RETURN_PARAM]);
  if (await (await serverCaller()).auth.me()) redirect(next);
  const t = await getTranslations('signIn');
  return (
    <>
      <h1>{t('title')}</h1>
      <SignInForm next={next} />
      <p>
        <Link href="/forgot-password">{t('forgotPassword')}</Link>
      </p>
      <p className="muted">{t('noAccount')}</p>
    </>
  );
}

import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { serverCaller } from '../../server/caller';
import { SignOutButton } from './sign-out-button';

export default async function SignOutPage() {
  const me = await (await serverCaller()).auth.me();
  if (!me) redirect('/sign-in');
  const t = await getTranslations('signOut');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('signedInAs', { name: me.name })}</p>
      <p>
        <Link href="/password">{t('changePassword')}</Link>
      </p>
      <SignOutButton />
    </>
  );
}

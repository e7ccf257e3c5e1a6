import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { serverCaller } from '../server/caller';

export default async function Home() {
  const caller = await serverCaller();
  const [me, t] = await Promise.all([caller.auth.me(), getTranslations('home')]);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>
        {me
          ? t.rich('signedIn', { name: me.name, strong: (chunks) => <strong>{chunks}</strong> })
          : t.rich('visitor', {
              club: (chunks) => <Link href="/club">{chunks}</Link>,
              signIn: (chunks) => <Link href="/sign-in">{chunks}</Link>,
            })}
      </p>
    </>
  );
}

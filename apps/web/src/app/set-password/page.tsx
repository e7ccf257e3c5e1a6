// The page of a one-time set-password link the club administrator handed over: the member chooses
// his password, then signs in with it.
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from './set-password-form';

export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [token, t] = await Promise.all([searchParams.then((p) => p['token']), getTranslations('setPassword')]);
  return (
    <>
      <h1>{t('title')}</h1>
      <SetPasswordForm token={typeof token === 'string' ? token : ''} />
    </>
  );
}

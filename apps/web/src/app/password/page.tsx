// The signed-in member changes his own password.
import { getTranslations } from 'next-intl/server';
import { SignInLink } from '../../components/sign-in-link';
import { serverCaller } from '../../server/caller';
import { ChangePasswordForm } from './change-password-form';

export default async function PasswordPage() {
  const [me, t] = await Promise.all([serverCaller().then((c) => c.auth.me()), getTranslations('changePassword')]);
  return (
    <>
      <h1>{t('title')}</h1>
      {me ? <ChangePasswordForm /> : <SignInLink />}
    </>
  );
}

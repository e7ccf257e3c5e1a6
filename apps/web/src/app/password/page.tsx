// The signed-in member changes his own password.
import { SignInLink } from '../../components/sign-in-link';
import { serverCaller } from '../../server/caller';
import { ChangePasswordForm } from './change-password-form';

export default async function PasswordPage() {
  const me = await (await serverCaller()).auth.me();
  return (
    <>
      <h1>Change your password</h1>
      {me ? <ChangePasswordForm /> : <SignInLink />}
    </>
  );
}

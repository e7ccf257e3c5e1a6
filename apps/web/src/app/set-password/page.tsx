// The page of a one-time set-password link the club administrator handed over: the member chooses
// his password, then signs in with it.
import { SetPasswordForm } from './set-password-form';

export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = (await searchParams)['token'];
  return (
    <>
      <h1>Set your password</h1>
      <SetPasswordForm token={typeof token === 'string' ? token : ''} />
    </>
  );
}

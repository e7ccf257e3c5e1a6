import { redirect } from 'next/navigation';
import { serverCaller } from '../../server/caller';
import { SignInForm } from './sign-in-form';

export default async function SignInPage() {
  if (await (await serverCaller()).auth.me()) redirect('/');
  return (
    <>
      <h1>Sign in</h1>
      <SignInForm />
    </>
  );
}

import Link from 'next/link';
import { redirect } from 'next/navigation';
import { serverCaller } from '../../server/caller';
import { SignOutButton } from './sign-out-button';

export default async function SignOutPage() {
  const me = await (await serverCaller()).auth.me();
  if (!me) redirect('/sign-in');
  return (
    <>
      <h1>Sign out</h1>
      <p>You are signed in as {me.name}.</p>
      <p>
        <Link href="/password">Change your password</Link>
      </p>
      <SignOutButton />
    </>
  );
}

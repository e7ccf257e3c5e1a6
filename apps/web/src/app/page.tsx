import Link from 'next/link';
import { serverCaller } from '../server/caller';

export default async function Home() {
  const caller = await serverCaller();
  const me = await caller.auth.me();
  return (
    <>
      <h1>Welcome to the club</h1>
      {me ? (
        <p>
          Signed in as <strong>{me.name}</strong>. Choose a page in the menu above.
        </p>
      ) : (
        <p>
          Duplicate bridge, rubber bridge and Ulti: results, travellers and hand records of the club&apos;s sessions.{' '}
          <Link href="/sign-in">Sign in</Link> to see them.
        </p>
      )}
    </>
  );
}

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
          See <Link href="/club">the club&apos;s latest results</Link>, or <Link href="/sign-in">sign in</Link> to see
          everything.
        </p>
      )}
    </>
  );
}

import Link from 'next/link';

/** Why a page cannot be shown, with the way out. */
export function Refusal({ code, message }: { code: string; message: string }) {
  return (
    <section className="card" role="alert">
      <p>{message}</p>
      {code === 'UNAUTHORIZED' ? <Link href="/sign-in">Sign in</Link> : <Link href="/">Back to the home page</Link>}
    </section>
  );
}

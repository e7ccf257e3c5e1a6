import Link from 'next/link';
import { SignInLink } from './sign-in-link';
import { TimesInText } from './time/when';

/** Why a page cannot be shown, with the way out. */
export function Refusal({ code, message }: { code: string; message: string }) {
  return (
    <section className="card" role="alert">
      <p>
        <TimesInText text={message} />
      </p>
      {code === 'UNAUTHORIZED' ? <SignInLink /> : <Link href="/">Back to the home page</Link>}
    </section>
  );
}

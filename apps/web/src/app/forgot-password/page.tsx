// "Forgot password": a member who cannot sign in asks for a set-password link, which a club
// administrator sees on the members page and hands him (the club has no mail server).
import Link from 'next/link';
import { ForgotPasswordForm } from './forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>
        Give the email you sign in with. A club administrator sees your request and hands you a set-password link, which
        works once, for 24 hours.
      </p>
      <ForgotPasswordForm />
      <p>
        <Link href="/sign-in">Back to sign in</Link>
      </p>
    </>
  );
}

// A refused command's message (the decider's own words: field, value or deadline, the deadline
// written in the club's zone), announced.
import { TimesInText } from '../time/when';

export function FormError({ error }: { error: { message: string } | null }) {
  return error ? (
    <p className="error" role="alert">
      <TimesInText text={error.message} />
    </p>
  ) : null;
}

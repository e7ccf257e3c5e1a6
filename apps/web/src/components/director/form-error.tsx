// A refused command's message (the decider's own words: field, value or deadline, the deadline
// written in the club's zone; in the page's language when the catalogue has the refusal), announced.
import { RefusalText, type RefusedError } from '../refusal-words';

export function FormError({ error }: { error: RefusedError | null }) {
  return error ? (
    <p className="error" role="alert">
      <RefusalText error={error} />
    </p>
  ) : null;
}

// A refused command's message (the decider's own words: field, value or deadline), announced.
export function FormError({ error }: { error: { message: string } | null }) {
  return error ? (
    <p className="error" role="alert">
      {error.message}
    </p>
  ) : null;
}

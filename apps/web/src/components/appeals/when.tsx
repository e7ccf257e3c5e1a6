// A time as the club reads it (UTC, to the minute), machine-readable in <time>.
export function When({ at }: { at: string }) {
  const text = `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
  return <time dateTime={at}>{text}</time>;
}

// Where an imported session came from, under the results heading: the results file, the program
// that wrote it and the event it names, so a member can tell a recorded file from a club session.
import type { SessionOrigin as Origin } from '@club/application';

export function SessionOrigin({ origin }: { origin: Origin }) {
  const writer = origin.program ? `${origin.format}, written by ${origin.program}` : origin.format;
  const event = [origin.eventName, origin.eventDate].filter((part) => part).join(', ');
  return (
    <p className="muted session-origin" data-testid="session-origin">
      Imported from <code>{origin.fileName}</code> ({writer}){event ? ` · event: ${event}` : ''}
    </p>
  );
}

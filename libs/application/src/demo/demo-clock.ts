// The demo's clock: every event's occurredAt comes from the command's own time (its `at`, the
// publication's `availableAt`, the score clock's `now`), else the last time seen, so two seeds of
// the same options write the same log apart from eventIds and recordedAt.
import type { Club } from '../club';

const timeOf = (command: unknown): string | undefined => {
  const c = command as { at?: unknown; availableAt?: unknown; clock?: { now?: unknown } };
  for (const t of [c.at, c.availableAt, c.clock?.now]) if (typeof t === 'string') return t;
  return undefined;
};

/** The club with `execute` stamping occurredAt from the commands, starting at `start`. */
export function withDemoClock(club: Club, start: string): Club {
  let now = start;
  return {
    ...club,
    execute(streamId, decider, command, metadata, handlerOptions) {
      now = timeOf(command) ?? now;
      return club.execute(
        streamId,
        decider,
        command,
        { actor: { id: 'demo', role: 'director' }, ...metadata, occurredAt: now },
        handlerOptions,
      );
    },
  };
}

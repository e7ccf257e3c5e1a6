// Which club and which database a queued job belongs to. Several clubs may share one Redis (and
// one key prefix): their queue names and job ids carry both, and a worker runs only jobs of its
// own club and database (two demo clubs both have the club id 'demo'; two copies of one file have
// the same club id but, once opened, different database ids: see @club/read-models' identity).
import type { EventStore } from '@club/event-store';
import type { ProjectionRunner } from '@club/read-models';

export interface QueueIdentity {
  /** The club of the file's club stream (`club-<id>`), or 'unfounded' before the club is founded. */
  readonly clubId: string;
  readonly databaseId: string;
}

export const UNFOUNDED = 'unfounded';

/** BullMQ names: no ':' (the key separator); the ids are the club's and a hex string. */
const safe = (part: string) => part.replace(/[^A-Za-z0-9_-]/g, (c) => `~${c.charCodeAt(0).toString(16)}`);

export const queueNameOf = (base: string, identity: QueueIdentity) =>
  `${base}.${safe(identity.clubId)}.${identity.databaseId}`;
export const queuedJobIdOf = (jobId: string, identity: QueueIdentity) =>
  `${safe(identity.clubId)}.${identity.databaseId}.${jobId}`;
export const sameIdentity = (a: QueueIdentity, b: QueueIdentity) =>
  a.clubId === b.clubId && a.databaseId === b.databaseId;

/** The identity of the club in this file, read until the club is founded (then it never changes). */
export function queueIdentity(store: EventStore, runner: Pick<ProjectionRunner, 'databaseId'>): () => QueueIdentity {
  const firstClub = store.sqlite
    .prepare<[], string>(
      `SELECT stream_id FROM streams WHERE stream_id >= 'club-' AND stream_id < 'club.' ORDER BY stream_key LIMIT 1`,
    )
    .pluck();
  let founded: QueueIdentity | undefined;
  return () => {
    if (founded) return founded;
    const stream = firstClub.get();
    const identity = { clubId: stream ? stream.slice('club-'.length) : UNFOUNDED, databaseId: runner.databaseId };
    if (stream) founded = identity;
    return identity;
  };
}

// What changed in the club's file since the last look, named as cache subjects (cache-subjects.ts),
// so a cache drops only what a change touches instead of everything. Two sources of change: the
// log (the streams appended since the slowest projection checkpoint last seen: the read models
// fold them, possibly later in another process) and the job outbox (a job no longer pending has
// written its derived documents). A bridge session's streams touch the session, the club-wide lists
// and the history of each member entered in it; an Ulti session touches the Ulti pages; a results
// job touches its session the same way, an Ulti job (league table, session standings) the Ulti pages,
// a federation publish job nothing; any other stream (club, members, roles, leagues, seasons,
// appeals) or job touches everything, as does a scan longer than `maxScan` events (an import, a
// rebuild). Asked on every request, it costs two O(1) statements while SQLite reports no write.
import type Database from 'better-sqlite3';
import { parseTableBoardStreamId, sessionIdOfStream } from '@club/club';
import {
  BRIDGE_LEAGUE_JOB,
  BRIDGE_SESSION_PROJECTION,
  PUBLISH_JOB_PREFIX,
  RESULTS_JOB,
  ULTI_LEAGUE_JOB,
  ULTI_SESSION_STREAM_PREFIX,
  ULTI_STANDINGS_JOB,
  type BridgeSessionDocument,
} from '@club/read-models';
import type { Club } from '../club';
import { cacheSubject } from './cache-subjects';

export type DataChange = 'everything' | ReadonlySet<string>;

export interface DataChanges {
  /** What changed since the previous call: null when nothing did (the first call: null). */
  next(): DataChange | null;
}

export interface DataChangesOptions {
  /** Events scanned at most in one look; a longer range touches everything (default 10,000). */
  readonly maxScan?: number;
}

interface Seen {
  readonly token: string;
  readonly head: number;
  /** The slowest projection checkpoint: events after it may still change read models. */
  readonly floor: number;
  /** Pending jobs: id → kind and subject. */
  readonly pending: ReadonlyMap<string, { readonly kind: string; readonly subject: string }>;
}

export function dataChanges(club: Pick<Club, 'store' | 'runner'>, options: DataChangesOptions = {}): DataChanges {
  const maxScan = options.maxScan ?? 10_000;
  const sqlite: Database.Database = club.store.sqlite;
  const otherWrites = sqlite.prepare('PRAGMA data_version').pluck();
  const ownWrites = sqlite.prepare('SELECT total_changes()').pluck();
  const tokenNow = () => `${String(otherWrites.get())}:${String(ownWrites.get())}`;
  const look = (token: string): Seen => {
    const head = club.store.headPosition();
    let floor = head;
    for (const c of club.runner.checkpoints()) if (c.position < floor) floor = c.position;
    return {
      token,
      head,
      floor,
      pending: new Map(club.runner.jobs.pending().map((j) => [j.jobId, { kind: j.kind, subject: j.subject }])),
    };
  };
  let seen: Seen | undefined;

  const sessionTouched = (sessionId: string, into: Set<string>) => {
    into.add(cacheSubject.session(sessionId));
    into.add(cacheSubject.lists);
    const session = club.runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
    for (const entrant of session?.entrants ?? [])
      for (const memberId of entrant.players) into.add(cacheSubject.history(memberId));
  };

  return {
    next() {
      const token = tokenNow();
      if (seen === undefined) {
        seen = look(token);
        return null;
      }
      // Inside a transaction the token says nothing about this connection's uncommitted writes.
      if (token === seen.token && !sqlite.inTransaction) return null;
      const before = seen;
      const now = (seen = look(token));
      const from = Math.min(before.head, before.floor, now.floor);
      if (now.head < before.head || now.head - from > maxScan) return 'everything';
      const touched = new Set<string>();
      for (const streamId of club.store.streamsBetween(from, now.head)) {
        const sessionId = parseTableBoardStreamId(streamId)?.sessionId ?? sessionIdOfStream(streamId);
        if (sessionId !== undefined) sessionTouched(sessionId, touched);
        else if (streamId.startsWith(ULTI_SESSION_STREAM_PREFIX)) touched.add(cacheSubject.ulti);
        else return 'everything';
      }
      for (const [jobId, job] of before.pending) {
        if (now.pending.has(jobId)) continue;
        if (job.kind === RESULTS_JOB) sessionTouched(job.subject, touched);
        else if (job.kind === ULTI_LEAGUE_JOB || job.kind === ULTI_STANDINGS_JOB) touched.add(cacheSubject.ulti);
        else if (job.kind === BRIDGE_LEAGUE_JOB) touched.add(cacheSubject.lists);
        // The federation's copies of documents (libs/read-models src/federation): no page shows them.
        else if (job.kind.startsWith(PUBLISH_JOB_PREFIX)) continue;
        else return 'everything';
      }
      return touched.size === 0 ? null : touched;
    },
  };
}

// The clubs a worker process serves: the one club of its settings (CLUB_ID), or, in a deployment
// of many clubs (CLUB_BASE_HOST beside CLUB_DATABASE_URL), every club of the PostgreSQL database
// (or its share of them, CLUB_WORKER_SHARE i/n: several workers split thousands of clubs),
// looked for again every minute so that a club migrated in later gets its jobs done too. Each
// club has its own working copy of its log and its own queue; a job is done once for all the
// club's processes through the club's ledger in PostgreSQL, however many workers serve it.
import { createHash } from 'node:crypto';
import { clubsOfDatabase, type Club } from '@club/application';

const LOOK_AGAIN_MS = 60_000;

export interface ClubWorkers {
  /** The clubs served now, by id. */
  clubs(): string[];
  /** How jobs run ('bullmq' or 'in-process'), as the clubs' queues say. */
  mode(): string;
  close(): Promise<void>;
}

export async function oneClub(club: Club): Promise<ClubWorkers> {
  return { clubs: () => [], mode: () => club.queue.mode, close: () => club.close() };
}

export interface Share {
  /** 1-based: this worker's share … */
  readonly index: number;
  /** … of this many (CLUB_WORKER_SHARE i/n). */
  readonly count: number;
}

/**
 * Whether a club is in a share: by a hash of its id, so every worker of a deployment agrees
 * without talking, a club stays in its share as others come and go, and the shares are about even.
 */
export function inShare(clubId: string, share: Share): boolean {
  const bucket = createHash('sha256').update(clubId).digest().readUInt32BE(0) % share.count;
  return bucket === share.index - 1;
}

export async function everyClubOf(
  databaseUrl: string,
  open: (clubId: string) => Promise<Club>,
  log: (line: string) => void,
  share: Share = { index: 1, count: 1 },
): Promise<ClubWorkers> {
  const served = new Map<string, Club>();
  let closed = false;
  const lookForClubs = async () => {
    for (const clubId of await clubsOfDatabase(databaseUrl)) {
      if (closed || served.has(clubId) || !inShare(clubId, share)) continue;
      try {
        served.set(clubId, await open(clubId));
      } catch (error) {
        // One club that cannot be opened must not keep the others' jobs waiting.
        log(`club ${clubId} cannot be served (tried again in a minute): ${(error as Error).message}`);
      }
    }
  };
  await lookForClubs();
  let looking: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    looking = looking.then(lookForClubs).catch((error: unknown) => {
      log(`looking for the database's clubs failed: ${(error as Error).message}`);
    });
  }, LOOK_AGAIN_MS);
  return {
    clubs: () => [...served.keys()].sort(),
    mode: () => [...served.values()][0]?.queue.mode ?? 'none',
    async close() {
      closed = true;
      clearInterval(timer);
      await looking;
      await Promise.all([...served.values()].map((club) => club.close()));
    },
  };
}

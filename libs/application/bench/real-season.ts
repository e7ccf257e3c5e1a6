// A season of real domain events for the rebuild benchmark: the demo club is seeded once through
// the real command handlers, and its log is replayed as many copies as needed, each copy with the
// ids of its club, season, leagues, sessions and appeal renamed (members stay the same people, as
// in a real season), so that every registered projection folds real events into real documents.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventToAppend, RecordedEvent } from '@club/events';
import type { EventStore } from '@club/event-store';
import { openClub, seedDemoClub } from '../src';

/** The demo club's log and the ids that name its streams and subjects. */
export async function demoTemplate(): Promise<{
  readonly events: readonly RecordedEvent[];
  readonly ids: ReadonlySet<string>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'demo-template-'));
  try {
    const club = await openClub({ file: join(dir, 'demo.db'), queue: 'in-process', log: () => undefined });
    const seed = await seedDemoClub(club);
    const events = club.store.readAll();
    await club.close();
    const ids = new Set([
      seed.clubId,
      seed.bridgeLeagueId,
      seed.ultiLeagueId,
      ...seed.bridgeSessions,
      ...seed.ultiSessions,
      seed.appeal.appealId,
    ]);
    for (const e of events) {
      const seasonId = (e.data as { seasonId?: unknown }).seasonId;
      if (typeof seasonId === 'string') ids.add(seasonId);
    }
    return { events, ids };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Stream prefixes, longest first, so that `ulti-session-` wins over `session-`. */
const PREFIXES = ['ulti-session-', 'tableboard-', 'session-', 'season-', 'league-', 'appeal-', 'club-'];
/** Keys whose string values name a subject. */
const ID_KEY = /(Id|Ids|Stream|stream)$/;

/** Renames the ids of copy `n` (copy 0 keeps the template's ids). */
export function renamer(ids: ReadonlySet<string>, streams: ReadonlySet<string>, n: number) {
  const suffix = `c${n}`;
  const pattern = new RegExp(
    `^(${[...ids]
      .sort((a, b) => b.length - a.length)
      .map((id) => id.replace(/[-.]/g, '\\$&'))
      .join('|')})(?=-|$)`,
  );
  const stream = (id: string): string => {
    const prefix = PREFIXES.find((p) => id.startsWith(p));
    if (!prefix) return id;
    return prefix + id.slice(prefix.length).replace(pattern, `$1${suffix}`);
  };
  const value = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (streams.has(v)) return stream(v);
      return ID_KEY.test(key) && ids.has(v) ? v + suffix : v;
    }
    if (Array.isArray(v)) return v.map((x) => value(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x, k)]));
    return v;
  };
  return {
    stream: n === 0 ? (id: string) => id : stream,
    data: n === 0 ? (d: unknown) => d : (d: unknown) => value(d, ''),
  };
}

/** Appends copies of the template until `events` events are stored; returns how many and how many copies. */
export function appendSeason(
  store: EventStore,
  template: Awaited<ReturnType<typeof demoTemplate>>,
  events: number,
): { readonly events: number; readonly copies: number } {
  const streams = new Set(template.events.map((e) => e.streamId));
  let appended = 0;
  let copies = 0;
  while (appended < events) {
    const rename = renamer(template.ids, streams, copies++);
    const take = template.events.slice(0, events - appended);
    // One transaction per copy; consecutive events of a stream go in one append.
    store.sqlite.transaction(() => {
      for (let i = 0; i < take.length;) {
        const streamId = take[i]!.streamId;
        const batch: EventToAppend[] = [];
        for (; i < take.length && take[i]!.streamId === streamId; i++) {
          const e = take[i]!;
          batch.push({
            type: e.type,
            schemaVersion: e.schemaVersion,
            data: rename.data(e.data),
            metadata: { occurredAt: e.metadata.occurredAt, actor: e.metadata.actor },
          });
        }
        store.append(rename.stream(streamId), batch, 'any');
      }
    })();
    appended += take.length;
  }
  return { events: appended, copies };
}

// `club export` through the real CLI on the seeded demo club: the exportable sessions listed; a pairs
// session written as PBN and as USEBIO and read back by `club results` (our importers, scored again)
// with the club's own totals, percentages and ranks; refusals name the session and write nothing,
// and exporting appends nothing to the log.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { logHead, runClub } from './club-run';
import { openClub, registry } from '@club/application';
import { sessionDecider, sessionStreamId } from '@club/club';
import { openEventStore } from '@club/event-store';
import { createProjectionRunner, type SessionResults } from '@club/read-models';

let dir: string;
let db: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-export-'));
  db = join(dir, 'club.db');
  expect(club(['demo', '--db', db]).code).toBe(0);
  // A session scheduled with no result yet.
  const c = await openClub({ file: db, mustExist: true, queue: 'in-process', registry, log: () => {} });
  try {
    await c.execute(sessionStreamId('unplayed1'), sessionDecider, {
      type: 'ScheduleSession',
      sessionId: 'unplayed1',
      name: 'Friday pairs',
      leagueId: null,
      startsAt: '2026-11-21T18:00:00.000Z',
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
      boards: Array.from({ length: 6 }, (_, i) => ({ board: i + 1 })),
      entrants: [],
    });
    await c.settle();
  } finally {
    await c.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const club = (args: string[]) => runClub(dir, args);
const head = () => logHead(db);

/** The club's own ranking of a session, each pair named as a file read back names it (`A:5NS` with several sections). */
function ownTotals(sessionId: string) {
  const store = openEventStore({ file: db, mustExist: true });
  try {
    const runner = createProjectionRunner(store, { projections: registry.projections, jobKinds: registry.jobKinds });
    const doc = runner.derived('bridge-results', sessionId)!.doc as SessionResults;
    const named = (section: string, pair: string) => (doc.sections.length > 1 ? `${section}:${pair}` : pair);
    return doc.sections
      .flatMap((s) =>
        s.totals.map((t) => ({ pair: named(s.section, t.pair), total: t.total, rank: t.rank, pct: t.percentage })),
      )
      .sort((a, b) => a.pair.localeCompare(b.pair));
  } finally {
    store.close();
  }
}

/** The file scored again by `club results --json`. */
function readBack(file: string) {
  const result = club(['results', file, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const report = JSON.parse(result.stdout) as {
    event: { name: string; scoring: string };
    totals: { pair: string; total: number; rank: string; percentage: number }[];
  };
  return {
    event: report.event,
    totals: report.totals
      .map((t) => ({ pair: t.pair, total: t.total, rank: t.rank, pct: t.percentage }))
      .sort((a, b) => a.pair.localeCompare(b.pair)),
  };
}

type Scored = { readonly total: number; readonly pct: number | null };
const close = (actual: readonly Scored[], expected: readonly Scored[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    const e = expected[i]!;
    expect(a.total).toBeCloseTo(e.total, 6);
    if (e.pct === null) expect(a.pct).toBeNull();
    else expect(a.pct).toBeCloseTo(e.pct, 6);
  });
};

describe('club export', () => {
  test('--list (and no arguments) names the scored sessions whose boards are open to all', () => {
    const listed = club(['export', '--list', '--db', db]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').filter(Boolean)).toEqual([
      'howell1    Wednesday Howell  2026-11-18',
      'mitchell1  Monday pairs      2026-11-16',
      'teams1     Teams match       2026-11-20',
      'tuesday1   Tuesday pairs     2026-11-17',
    ]);
    expect(club(['export', '--db', db]).stdout).toBe(listed.stdout);
  });

  /** Writes the session to `name` (nothing appended to the log) and scores the file again. */
  function exportAndReadBack(name: string) {
    const sessionId = name.split('.')[0]!;
    const before = head();
    const written = club(['export', sessionId, name, '--db', db]);
    expect(written.stderr).toBe('');
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(new RegExp(`^${sessionId}: \\d+ boards → .*${name.replace('.', '\\.')}`));
    expect(head()).toBe(before);
    const back = readBack(join(dir, name));
    expect(back.event.scoring).toBe('MP');
    return { back: back.totals, own: ownTotals(sessionId) };
  }

  test.each(['howell1.pbn', 'howell1.xml', 'tuesday1.pbn', 'tuesday1.xml'])(
    '%s read back: the club’s own totals, percentages and ranks',
    (name) => {
      const { back, own } = exportAndReadBack(name);
      expect(back.map((t) => [t.pair, t.rank])).toEqual(own.map((t) => [t.pair, t.rank]));
      close(back, own);
    },
  );

  test('two sections as USEBIO read back: the same, but for the penalty it cannot carry', () => {
    const { back, own } = exportAndReadBack('mitchell1.xml');
    expect(back.map((t) => [t.pair, t.rank])).toEqual(own.map((t) => [t.pair, t.rank]));
    // USEBIO 1.2 has no penalty (A:4EW's 2.5 units); the weighted score of board 5 in B is written as
    // its points alone, and the board read back keeps the points printed, as the club scored it.
    const differing = back.filter((t, i) => Math.abs(t.total - own[i]!.total) > 1e-6);
    expect(differing.map((t) => [t.pair, t.total - own.find((o) => o.pair === t.pair)!.total])).toEqual([
      ['A:4EW', 2.5],
    ]);
    const same = (t: { pair: string }) => t.pair !== 'A:4EW';
    close(back.filter(same), own.filter(same));
  });

  test('the PBN carries the boards played call by call with their Auction and Play', () => {
    expect(club(['export', 'mitchell1', 'mitchell1.pbn', '--db', db]).code).toBe(0);
    const text = readFileSync(join(dir, 'mitchell1.pbn'), 'latin1');
    expect(text).toMatch(/^% PBN 2\.1/m);
    expect(text).toMatch(/^\[ScoreTable "/m);
    expect(text).toMatch(/^\[TotalScoreTable "/m);
    // 48 tables of the demo's Monday were played on the phones, each a game with its Auction and Play.
    expect(text.match(/^\[Auction "/gm)).toHaveLength(48);
    expect(text.match(/^\[Play "/gm)).toHaveLength(48);
  });

  test.each([
    [['nosuch', 'x.pbn'], "there is no bridge session 'nosuch' in this club file (club export --list names them)"],
    [['unplayed1', 'x.pbn'], "session 'unplayed1' is not scored: no table has a result yet"],
    [
      ['tables1', 'x.xml'],
      "session 'tables1' is still in play: 6 of 6 boards are hidden until every table has played them or the director closes the session",
    ],
    [
      ['teams1', 'x.xml'],
      "Session 'teams1' is scored TEAMS-IMP-VP: a USEBIO file holds one pairs event scored by matchpoints, Butler or cross-IMPs.",
    ],
    [['howell1', 'x.txt'], 'x.txt: the file to write must end in .pbn (PBN 2.1) or .xml (USEBIO 1.2)'],
  ])('%j refused: %s', (args, message) => {
    const refused = club(['export', ...args, '--db', db]);
    expect(refused.stderr).toBe(`club export: ${message}\n`);
    expect(refused.code).toBe(1);
    expect(existsSync(join(dir, args[1]!))).toBe(false);
  });

  test('a missing file to write, or no club file, is a usage error', () => {
    expect(club(['export', 'howell1', '--db', db]).stderr).toMatch(/the file to write is missing after 'howell1'/);
    expect(club(['export', '--list', '--db', join(dir, 'none.db')]).stderr).toBe(
      `club export: no database at ${join(dir, 'none.db')}\n`,
    );
  });
});

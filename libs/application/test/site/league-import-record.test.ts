// Recording an imported results file as a session of the club, on a real SQLite club: the oracle
// files of libs/scoring (a Ruter pairs PBN with a bye and an artificial score, and Compscore's USEBIO
// Mitchell) recorded through the deciders, then the projections and the results job give the
// standings the file itself prints (totals, percentages, places). Recording twice records nothing
// new; a recording cut off part-way is not published and is completed by recording again; a
// refusal leaves the log as it was.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionStreamId, type SessionScheduled } from '@club/club';
import { importResults } from '@club/interchange';
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { seedImportClub } from '../support/import-club';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { checkedImport } from '../support/import-checked';
import { recordImport } from '../../src/site/league-import-record';
import { leagueSiteReader } from '../../src/site/league-reader';
import { createResultsReader } from '../../src/site/results-reader';

const fixture = (name: string) => new URL(`../../../scoring/test/oracle/fixtures/${name}`, import.meta.url);
const AT = '2026-11-22T10:00:00.000Z';
const admin = { memberId: 'la' };

let dir: string;
let club: Club;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-record-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  // 'Player 1' and 'Player 5' of the Ruter file are members; two members share 'Player 3', so it matches neither.
  await seedImportClub(club, {
    members: [
      ['la', 'Lea Admin'],
      ['p1', 'Player 1'],
      ['p5', 'Player 5'],
      ['x3', 'Player 3'],
      ['y3', 'Player 3'],
    ],
    season: { seasonId: 's2016', name: 'Season 2016', year: 2016 },
    league: { leagueId: 'spring', name: 'Spring' },
  });
  await club.settle();
}, 60_000);

afterAll(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function checked(
  commands: ReturnType<typeof leagueSiteCommands>,
  name: string,
  bytes: Buffer = readFileSync(fixture(name)),
) {
  return checkedImport(commands, name, bytes);
}

const storedResults = (sessionId: string) =>
  club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults | undefined;
const logLength = () => club.store.readAll().length;

describe('a Ruter pairs file (pairs-2016-01-13.pbn: 13 pairs, a bye each round, an A= A= on board 16)', () => {
  const commands = () => leagueSiteCommands(club, 'demo');
  let sessionId: string;

  it('is recorded as a published session in the chosen league, with its movement, boards, entrants and origin', async () => {
    const c = commands();
    const { importId, progress } = await checked(c, 'pairs-2016-01-13.pbn');
    expect(progress.step).toBe('done');
    expect(importId).toMatch(/^import\.[0-9a-f]{16}$/);
    const outcome = await c.recordImport({ importId, leagueId: 'spring' }, admin);
    expect(outcome).toMatchObject({
      ok: true,
      status: 'recorded',
      sessionId: importId,
      tableBoards: 6 * 21,
      players: { members: 2, guests: 24 },
    });
    sessionId = importId;

    const events = club.store.readStream(sessionStreamId(sessionId));
    expect(events.map((e) => e.type)).toEqual(['SessionScheduled', 'OfficialScoreMadeAvailable']);
    // Every event of the import carries the league administrator and the import id.
    expect(events[0]!.metadata).toMatchObject({ actor: { id: 'la', role: 'league-admin' }, correlationId: importId });
    const scheduled = { ...(events[0]!.data as object), type: 'SessionScheduled' } as SessionScheduled;
    expect(scheduled.importedFrom).toEqual({
      importId,
      fileName: 'pairs-2016-01-13.pbn',
      format: 'PBN',
      program: 'Ruter i Norge',
      eventName: 'Spiren',
      eventDate: '2016-01-13',
    });
    expect(scheduled.startsAt).toBe('2016-01-13T00:00:00.000Z');
    const movement = scheduled.sections[0]!.movement;
    expect([
      scheduled.sections[0]!.section,
      movement.kind,
      movement.tables,
      movement.rounds,
      movement.copies,
      movement.sitOuts.length,
    ]).toEqual(['A', 'recorded', 7, 7, 'per-table', 7]);
    expect(scheduled.boards).toHaveLength(21);
    expect(scheduled.boards.every((b) => b.deal !== null)).toBe(true);
    expect(scheduled.scoringConventions).toMatchObject({ fullCount: 'session', fields: 'one' });
    // Exact names match a member; a name two members bear, and any other, is a guest.
    const file = importResults(readFileSync(fixture('pairs-2016-01-13.pbn'), 'utf-8'), 'x.pbn');
    const pairOf = (name: string) => file.participants.find((p) => p.names.includes(name))!.id;
    expect(scheduled.entrants.find((e) => e.pair === pairOf('Player 1'))).toEqual({
      section: 'A',
      pair: pairOf('Player 1'),
      players: ['p1'],
      guests: [{ name: 'Player 2' }],
    });
    expect(scheduled.entrants.find((e) => e.pair === pairOf('Player 3'))).toEqual({
      section: 'A',
      pair: pairOf('Player 3'),
      players: [],
      guests: [{ name: 'Player 3' }, { name: 'Player 4' }],
    });
    expect(scheduled.entrants.find((e) => e.pair === pairOf('Player 5'))).toEqual({
      section: 'A',
      pair: pairOf('Player 5'),
      players: ['p5'],
      guests: [{ name: 'Player 6' }],
    });

    // Board 16's artificial score is the director's Law 12C2 adjustment; the played results are entered.
    const adjusted = file.boards.find((b) => b.board === 16)!.results.find((r) => r.adjusted)!;
    const stream = `tableboard-${sessionId}-A-${adjusted.table}-16`;
    expect(club.store.readStream(stream).map((e) => e.type)).toEqual([
      'TableBoardOpened',
      'RulingGiven',
      'ScoreAdjusted',
    ]);
    expect(club.store.readStream(stream)[2]!.data).toMatchObject({
      adjustment: {
        ns: { kind: 'artificial-percentage', percentage: 50 },
        ew: { kind: 'artificial-percentage', percentage: 50 },
      },
      laws: ['12C2'],
    });
    expect(club.store.readStream(`tableboard-${sessionId}-A-6-1`).map((e) => e.type)).toEqual([
      'TableBoardOpened',
      'TableResultEntered',
      'TableResultRecorded',
    ]);
  });

  it("the results job's stored standings are the file's: totals, percentages and places of every pair", () => {
    const file = importResults(readFileSync(fixture('pairs-2016-01-13.pbn'), 'utf-8'), 'x.pbn');
    const results = storedResults(sessionId)!;
    expect(results.publication).not.toBeNull();
    const totals = results.sections.flatMap((s) => s.totals);
    expect(totals).toHaveLength(13);
    for (const t of totals) {
      const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
      // Ruter prints matchpoints centred on zero (the total less half the top); percentages to 2 decimals.
      const top = (100 * t.total) / t.percentage!;
      expect(t.total - top / 2, `pair ${t.pair} TotalScoreMP`).toBeCloseTo(oracle['TotalScoreMP']!.number!, 1);
      expect(t.percentage, `pair ${t.pair} TotalPercentage`).toBeCloseTo(oracle['TotalPercentage']!.number!, 2);
      expect(Number.parseInt(t.rank, 10), `pair ${t.pair} Rank`).toBe(oracle['Rank']!.number);
    }
  });

  it('the session reads like any other: results page, player history of the matched member; the league table awaits the review', () => {
    const reader = createResultsReader(club, { clubId: 'demo' });
    expect(reader.latestSessions(50).find((s) => s.sessionId === sessionId)).toMatchObject({
      name: 'Spiren',
      date: '2016-01-13T00:00:00.000Z',
    });
    const history = reader.playerHistory('p1');
    expect(history?.sessions.map((s) => s.sessionId)).toContain(sessionId);
    // The league table waits for the players' review (league-import-review.test.ts) before counting it.
    const league = leagueSiteReader(club).league('spring')!;
    expect(league.sessions).toEqual([sessionId]);
    expect([league.counted, league.awaitingReview, league.rows]).toEqual([[], [sessionId], []]);
  });

  it('recording the same import again records nothing and says so; so does importing the same file again', async () => {
    const c = commands();
    const before = logLength();
    const { importId } = await checked(c, 'pairs-2016-01-13.pbn');
    expect(importId).toBe(sessionId);
    const again = await c.recordImport({ importId, leagueId: 'spring' }, admin);
    expect(again).toMatchObject({ ok: true, status: 'already', events: 0, sessionId });
    expect(again.ok && again.message).toBe(
      `Import ${sessionId} is already recorded as session ${sessionId}: nothing new was recorded.`,
    );
    expect(logLength()).toBe(before);
  });
});

describe("Compscore's USEBIO Mitchell (mp_pairs_mitchell.xml: no rounds or tables in the file)", () => {
  it("is recorded with the seating read off the meetings, and its stored standings are the file's in each direction", async () => {
    const c = leagueSiteCommands(club, 'demo');
    const { importId, progress } = await checked(c, 'mp_pairs_mitchell.xml');
    expect(progress.step).toBe('done');
    const outcome = await c.recordImport({ importId, leagueId: null }, admin);
    expect(outcome).toMatchObject({ ok: true, status: 'recorded', players: { members: 2, guests: 74 } });
    // The same 'Player 1' and 'Player 5' names: the members again (a file's names are matched per session).
    // 50 of the file's leads are not in the opening leader's hand (declarer's left) on its deals (27 in
    // neither defender's): those results are recorded without the lead, each named.
    const notes = outcome.ok ? outcome.notes : [];
    expect(notes).toHaveLength(50);
    expect(notes[0]).toBe(
      "mp_pairs_mitchell.xml:953: board 1, 19NS v 11EW: the lead D5 is not in the opening leader's hand on the board's deal (W declares, N leads): the result is recorded without it",
    );
    const scheduled = club.store.readStream(sessionStreamId(importId))[0]!.data as SessionScheduled;
    // Each guest keeps the federation id the file gives him (NATIONAL_ID_NUMBER); a member is a member id.
    expect(scheduled.entrants.find((e) => e.pair === '1NS')).toEqual({
      section: 'A',
      pair: '1NS',
      players: ['p1'],
      guests: [{ name: 'Player 2', federationId: '90002' }],
    });
    const movement = scheduled.sections[0]!.movement;
    // NS pairs stay at their tables (a Mitchell); the boards were duplicated (every table plays a set each round).
    expect([movement.tables, movement.rounds, movement.copies]).toEqual([19, 9, 'per-table']);
    expect(movement.assignments.filter((a) => a.round === 1).map((a) => `${a.table}:${a.ns}`)).toEqual(
      Array.from({ length: 19 }, (_, i) => `${i + 1}:${i + 1}NS`),
    );
    expect(scheduled.scoringConventions).toMatchObject({ fullCount: 'session', factoredPercentageDecimals: 2 });

    const file = importResults(readFileSync(fixture('mp_pairs_mitchell.xml'), 'utf-8'), 'x.xml');
    const results = storedResults(importId)!;
    const totals = results.sections.flatMap((s) => s.totals);
    expect(totals).toHaveLength(38);
    for (const t of totals) {
      const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
      expect(t.total, `${t.pair} TOTAL_SCORE`).toBeCloseTo(oracle['TOTAL_SCORE']!.number!, 2);
      expect(t.percentage, `${t.pair} PERCENTAGE`).toBeCloseTo(oracle['PERCENTAGE']!.number!, 2);
      expect(Number.parseInt(t.rank, 10), `${t.pair} PLACE`).toBe(oracle['PLACE']!.number);
      expect(t.field).toBe(t.pair.endsWith('NS') ? 'NS' : 'EW');
    }
    // Leads the file gives are on the travellers.
    const board1 = club.store.readStream(`tableboard-${importId}-A-1-1`).find((e) => e.type === 'TableResultEntered')!;
    expect(board1.data).toMatchObject({ lead: 'D2' });
  });
});

// IMP files: their totals and places as printed (to a tenth of an IMP).
describe.each([
  // Magic Contest Butler, 7 pairs on one copy of the boards: the pair sitting out gets its own average on the resting set.
  { name: 'butler.pbn', totalKey: 'TotalScoreIMP', rankKey: 'Rank', sections: ['A'] },
  // Ruter cross-IMPs over three sections playing the same boards: compared across the field (pairs named <section>:<pair>).
  { name: 'impcross.pbn', totalKey: 'TotalScoreIMP', rankKey: 'Rank', sections: ['N+M+O'] },
  // Compscore Butler (USEBIO): seating read off the meetings, each direction ranked.
  { name: 'butler_mitchell.xml', totalKey: 'TOTAL_SCORE', rankKey: 'PLACE', sections: ['A'] },
])('$name', ({ name, totalKey, rankKey, sections }) => {
  it("is recorded and its stored totals and places are the file's", async () => {
    const file = importResults(readFileSync(fixture(name), 'utf-8'), name);
    const outcome = await recordImport(
      club,
      'demo',
      { importId: `import.${name.replace(/\W/g, '_')}`, file, by: admin },
      { now: () => AT },
    );
    const results = storedResults(outcome.sessionId)!;
    expect(results.sections.map((s) => s.section)).toEqual(sections);
    const totals = results.sections.flatMap((s) => s.totals);
    expect(totals).toHaveLength(file.participants.length);
    for (const t of totals) {
      const oracle = file.participants.find((p) => p.id === t.pair.replace(/^\w+:/, ''))!.oracle;
      expect(t.total, `${t.pair} ${totalKey}`).toBeCloseTo(oracle[totalKey]!.number!, 1);
      expect(Number.parseInt(t.rank, 10), `${t.pair} ${rankKey}`).toBe(oracle[rankKey]!.number);
    }
  });
});

describe('the club’s cross-IMP value of an artificial score (CLUB_CROSS_IMP_ARTIFICIAL_IMPS), which no file states', () => {
  it('is what the check shows and what the session is stored and scored with', async () => {
    // Hand-made, `IMP;Cross2` (the average per comparison); pairs 9–10 were given average plus on
    // board 1: 1 IMP per comparison at this club, not the default 1.5. The arithmetic is in the file.
    const name = 'cross2-artificial.pbn';
    const bytes = readFileSync(new URL(`../../../scoring/test/interchange/files/${name}`, import.meta.url));
    const c = leagueSiteCommands(club, 'demo', { crossImpArtificialImps: 1 });
    const { importId, progress } = await checked(c, name, bytes);
    expect(progress.step).toBe('done');
    expect(progress.standings.find((s) => s.pair === '9')?.total).toBe(1);
    expect(await c.recordImport({ importId, leagueId: null }, admin)).toMatchObject({ ok: true, status: 'recorded' });
    const scheduled = club.store.readStream(sessionStreamId(importId))[0]!.data as SessionScheduled;
    expect(scheduled.scoringConventions).toMatchObject({
      cross: 'per-comparison',
      artificial: { averagePlusImps: 1, averageMinusImps: -1 },
    });
    const totals = storedResults(importId)!.sections.flatMap((s) => s.totals);
    // 420 at table 1: 15 IMPs over three comparisons.
    expect([totals.find((t) => t.pair === '9')?.total, totals.find((t) => t.pair === '1')?.total]).toEqual([1, 5]);
  });
});

describe('a recording cut off part-way, and refusals', () => {
  it('is not published until recorded again, which completes it with the same results', async () => {
    const file = importResults(readFileSync(fixture('pairs-2016-02-03.pbn'), 'utf-8'), 'pairs-2016-02-03.pbn');
    const importId = 'import.cutoff000000000';
    // Cut off: the process dies after 40 appends (the command handler's append is the last step of each).
    let appends = 0;
    const cut = new Proxy(club, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (...args: Parameters<Club['execute']>) => {
          if (++appends > 40) throw new Error('power cut');
          return target.execute(...args);
        };
      },
    });
    await expect(recordImport(cut, 'demo', { importId, file, by: admin }, { now: () => AT })).rejects.toThrow(
      'power cut',
    );
    await club.settle();
    expect(club.store.readStream(sessionStreamId(importId)).map((e) => e.type)).toEqual(['SessionScheduled']);
    expect(storedResults(importId)?.publication ?? null).toBeNull();

    const done = await recordImport(club, 'demo', { importId, file, by: admin }, { now: () => AT });
    expect(done).toMatchObject({ status: 'completed' });
    expect(club.store.readStream(sessionStreamId(importId)).map((e) => e.type)).toEqual([
      'SessionScheduled',
      'OfficialScoreMadeAvailable',
    ]);
    // Every table result once: no board opened or entered twice.
    const entered = club.store
      .readAll()
      .filter((e) => e.streamId.startsWith(`tableboard-${importId}-`) && e.type === 'TableBoardOpened');
    expect(entered).toHaveLength(file.boards.reduce((n, b) => n + b.results.length, 0));
    const totals = storedResults(importId)!.sections.flatMap((s) => s.totals);
    for (const t of totals)
      expect(t.percentage, t.pair).toBeCloseTo(
        file.participants.find((p) => p.id === t.pair)!.oracle['TotalPercentage']!.number!,
        2,
      );
  });

  it('club verify: the stored read models and results of every recorded import equal a replay of the log', async () => {
    await club.settle();
    const report = club.runner.verify();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('a refusal leaves the log untouched: an unknown league, a teams file, an import not checked', async () => {
    const c = leagueSiteCommands(club, 'demo');
    const { importId } = await checked(c, 'pairs-2016-03-09.pbn');
    const before = logLength();
    expect(await c.recordImport({ importId, leagueId: 'nosuch' }, admin)).toEqual({
      ok: false,
      error: 'the league is not created yet',
      code: 'no-league',
      params: {},
    });
    expect(logLength()).toBe(before);
    const teams = await checked(c, 'team.pbn');
    expect(await c.recordImport({ importId: teams.importId, leagueId: null }, admin)).toEqual({
      ok: false,
      error: 'team.pbn: a teams file carries match totals, not table results: it cannot be recorded as a session',
      code: 'teams-file',
      params: { file: 'team.pbn', scoring: 'Teams' },
    });
    expect(await c.recordImport({ importId: 'import.0000000000000000', leagueId: null }, admin)).toEqual({
      ok: false,
      error:
        "importId: import 'import.0000000000000000' is not known (imports are kept while the server runs): import the file again",
      code: 'import-unknown',
      params: { importId: 'import.0000000000000000' },
    });
    const lines = readFileSync(fixture('pairs-2016-01-13.pbn'), 'utf-8').split(/\r?\n/);
    lines[77] = lines[77]!.replace('"420"', '"450"');
    const wrong = await checked(c, 'wrong.pbn', Buffer.from(lines.join('\n')));
    expect(await c.recordImport({ importId: wrong.importId, leagueId: null }, admin)).toEqual({
      ok: false,
      error: `importId: import '${wrong.importId}' is refused: correct the problems in the file and import it again`,
      code: 'import-not-ready',
      params: { importId: wrong.importId, step: 'failed' },
    });
    expect(logLength()).toBe(before);
  });
});

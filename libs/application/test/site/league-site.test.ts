// The league administrator's reader and commands on the demo club (season s2026 with the bridge
// pairs league, best 2 of the sessions, and the Ulti league): seasons listed with their leagues and
// rules, the league tables the jobs derived, and new seasons/leagues through the deciders.
import { readFileSync } from 'node:fs';
import { DEFAULT_ULTI_COMPETITION_RULES } from '@club/club';
import { importPbn } from '@club/interchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoClub } from './seeded-demo-club';
import { createMembersReader, DEMO_CLUB_ID, type Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { leagueSiteReader } from '../../src/site/league-reader';
import { createResultsReader } from '../../src/site/results-reader';

const leagueSiteReaderResults = (sessionId: string) => createResultsReader(club).sessionResults(sessionId)!;

let club: Club;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('league-site-'));
}, 60_000);
afterAll(() => close());

describe('leagues through the site', () => {
  it('lists the demo season with its two leagues and their rules', () => {
    const [season] = leagueSiteReader(club).seasons();
    expect(season).toMatchObject({ seasonId: 's2026', startsOn: '2026-01-01', endsOn: '2026-12-31' });
    expect(season!.leagues.map((l) => [l.leagueId, l.game, l.rule])).toEqual([
      ['pairs', 'bridge', 'best 2 session percentages (sum)'],
      [
        'ulti',
        'ulti',
        "Ulti placement points 4/3/2/1 (four at a table), 3/2/1 (three); level players share the places' points; order: placement points, then forints, then head to head",
      ],
    ]);
  });

  it("a bridge league's table: each player's best two percentages summed, ranked", () => {
    const members = createMembersReader(club, DEMO_CLUB_ID);
    const table = leagueSiteReader(club, members.member).league('pairs')!;
    expect(table.computedAt).not.toBeNull();
    // Each player by the member's name, never his id.
    for (const row of table.rows) expect(row.name).toBe(members.member(row.player)!.name);
    expect(table.rows.length).toBeGreaterThan(0);
    const scores = table.rows.filter((r) => r.rank !== null).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Best 2: no player counts more than two sessions.
    for (const row of table.rows) expect(row.detail.replace('counted: ', '').split(', ').length).toBeLessThanOrEqual(2);
  });

  it("an Ulti league's table ranks by placement points", () => {
    const table = leagueSiteReader(club).league('ulti')!;
    expect(table.rows[0]).toMatchObject({ rank: '1' });
    expect(table.rows.map((r) => r.score)).toEqual([...table.rows.map((r) => r.score)].sort((a, b) => b - a));
    expect(leagueSiteReader(club).league('nope')).toBeUndefined();
  });

  it('opens a season and creates a league in it; refusals name the problem', async () => {
    const commands = leagueSiteCommands(club);
    expect(
      await commands.openSeason({
        seasonId: 's2027',
        name: 'Season 2027',
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
      }),
    ).toEqual({ ok: true });
    expect(
      await commands.openSeason({ seasonId: 's2027', name: 'again', startsOn: '2027-01-01', endsOn: '2027-12-31' }),
    ).toEqual({ ok: false, error: "season 's2027' is already open", code: 'season-exists', params: {} });
    expect(
      await commands.openSeason({ seasonId: 's2028', name: 'Backwards', startsOn: '2028-12-31', endsOn: '2028-01-01' }),
    ).toEqual({
      ok: false,
      error: 'endsOn: 2028-01-01 is before startsOn 2028-12-31',
      code: 'season-dates',
      params: {},
    });
    expect(
      await commands.createLeague({
        leagueId: 'tues',
        seasonId: 's2027',
        name: 'Tuesday league',
        game: 'bridge',
        rankingRule: { kind: 'points-per-place', table: [10, 8, 6] },
      }),
    ).toEqual({ ok: true });
    expect(
      await commands.createLeague({
        leagueId: 'u2',
        seasonId: 's2027',
        name: 'Wrong',
        game: 'bridge',
        rankingRule: { kind: 'ulti', competition: DEFAULT_ULTI_COMPETITION_RULES },
      }),
    ).toEqual({
      ok: false,
      error: "rankingRule: 'ulti' does not rank a bridge league",
      code: 'ranking-rule',
      params: {},
    });
    expect(
      await commands.createLeague({
        leagueId: 'x',
        seasonId: 's1999',
        name: 'Nowhere',
        game: 'bridge',
        rankingRule: { kind: 'best-n-of-m', n: 3 },
      }),
    ).toEqual({
      ok: false,
      error: "seasonId: season 's1999' is not open",
      code: 'season-not-open',
      params: { seasonId: 's1999' },
    });
    expect(await commands.addSessionToLeague({ leagueId: 'tues', sessionId: 'mitchell1', game: 'bridge' })).toEqual({
      ok: true,
    });
    expect(await commands.addSessionToLeague({ leagueId: 'tues', sessionId: 'ghost', game: 'bridge' })).toEqual({
      ok: false,
      error: "sessionId: there is no bridge session 'ghost'",
      code: 'session-unknown',
      params: { game: 'bridge', sessionId: 'ghost' },
    });
    const season = leagueSiteReader(club)
      .seasons()
      .find((s) => s.seasonId === 's2027')!;
    expect(season.leagues).toEqual([
      {
        leagueId: 'tues',
        seasonId: 's2027',
        name: 'Tuesday league',
        game: 'bridge',
        rule: 'points per place: 10, 8, 6',
        sessions: ['mitchell1'],
      },
    ]);
    // mitchell1 is published: the new league's table is computed by its job.
    expect(leagueSiteReader(club).league('tues')!.rows.length).toBeGreaterThan(0);
  });
});

const FIXTURE = new URL('../../../scoring/test/oracle/fixtures/pairs-2016-01-13.pbn', import.meta.url);

async function finished(commands: ReturnType<typeof leagueSiteCommands>, importId: string) {
  const seen: number[] = [];
  for (;;) {
    const p = commands.importProgress(importId)!;
    seen.push(p.done);
    if (p.step === 'done' || p.step === 'failed') return { p, seen };
    // One turn of the event loop, as the import gives between its boards: the poll sees each step,
    // whatever the machine's speed (a timer could miss them all on a fast run).
    await new Promise((r) => setImmediate(r));
  }
}

describe('import and export', () => {
  it('imports pairs-2016-01-13.pbn in steps: 21 boards, every score Law 77, pairs ranked as the file ranks them', async () => {
    const commands = leagueSiteCommands(club);
    const bytes = readFileSync(FIXTURE);
    const { importId } = commands.importResults({ fileName: 'pairs-2016-01-13.pbn', bytes });
    const { p, seen } = await finished(commands, importId);
    expect(p.problems).toEqual([]);
    expect(p).toMatchObject({
      step: 'done',
      done: 23,
      total: 23,
      event: { name: 'Spiren', date: '2016-01-13', method: 'MP' },
    });
    expect(p.boards).toHaveLength(21);
    // Progress was seen part-way, not only at the end.
    expect(seen.some((d) => d > 0 && d < 23)).toBe(true);
    // The file's own TotalScoreTable ranks the pairs: the club's scoring gives the same winner.
    const file = importPbn(bytes.toString('utf-8'), 'x.pbn');
    const best = [...file.participants].sort(
      (a, b) => (b.oracle['TotalPercentage']?.number ?? 0) - (a.oracle['TotalPercentage']?.number ?? 0),
    )[0]!;
    expect(p.standings[0]).toMatchObject({
      rank: 1,
      pair: best.id,
      percentage: best.oracle['TotalPercentage']?.number,
    });
  });

  it('imports a USEBIO file (mp_pairs_mitchell.xml) the same way, every score Law 77', async () => {
    const commands = leagueSiteCommands(club);
    const bytes = readFileSync(new URL('../../../scoring/test/oracle/fixtures/mp_pairs_mitchell.xml', import.meta.url));
    const { p } = await finished(
      commands,
      commands.importResults({ fileName: 'mp_pairs_mitchell.xml', bytes }).importId,
    );
    expect(p.problems).toEqual([]);
    expect(p.step).toBe('done');
    expect(p.boards.length).toBeGreaterThan(0);
    expect(p.standings.length).toBeGreaterThan(0);
  });

  it('a Butler or cross-IMP file is ranked in IMPs, named in plain words; a matchpoint file in percentages', async () => {
    const commands = leagueSiteCommands(club);
    const imported = async (name: string) => {
      const bytes = readFileSync(new URL(`../../../scoring/test/oracle/fixtures/${name}`, import.meta.url));
      return (await finished(commands, commands.importResults({ fileName: name, bytes }).importId)).p;
    };
    const butler = await imported('butler.pbn');
    expect(butler).toMatchObject({ step: 'done', unit: 'IMPs', event: { methodName: 'Butler IMPs' } });
    expect(butler.standings.every((s) => s.percentage === null)).toBe(true);
    const cross = await imported('impcross.pbn');
    expect(cross).toMatchObject({ step: 'done', unit: 'IMPs', event: { methodName: 'Cross-IMPs' } });
    const mp = await imported('pairs-2016-01-13.pbn');
    expect(mp).toMatchObject({ unit: 'percent', event: { methodName: 'Matchpoints' } });
  });

  it('a broken file: the problem with file, line and field; a wrong score names the board and Law 77', async () => {
    const commands = leagueSiteCommands(club);
    const text = readFileSync(FIXTURE, 'utf-8');
    const broken = commands.importResults({
      fileName: 'bad.pbn',
      bytes: Buffer.from(text.replace('[Board "1"]', '[Board "1"]\n[Board "2"]')),
    });
    const { p } = await finished(commands, broken.importId);
    expect(p.step).toBe('failed');
    expect(p.problems[0]).toMatchObject({ file: 'bad.pbn' });
    expect(p.problems[0]!.line).toBeGreaterThan(0);
    // Board 1's first result, 4H by S making 10 at table 6 (line 78), recorded as 420; written as 450 here.
    const lines = text.split(/\r?\n/);
    lines[77] = lines[77]!.replace('"420"', '"450"');
    const wrong = commands.importResults({ fileName: 'wrong.pbn', bytes: Buffer.from(lines.join('\n')) });
    const { p: q } = await finished(commands, wrong.importId);
    expect(q.problems).toEqual([
      {
        file: 'wrong.pbn',
        line: 78,
        field: 'board 1, 12 v 11, score',
        message: 'the file says NS 450; 4H by S making 10 tricks scores NS 420 (Law 77)',
      },
    ]);
  });

  it('a score marked artificial (^, an adjusted score) is not held to Law 77', async () => {
    const commands = leagueSiteCommands(club);
    const lines = readFileSync(FIXTURE, 'utf-8').split(/\r?\n/);
    lines[77] = lines[77]!.replace('"420"', '^450');
    const marked = commands.importResults({ fileName: 'marked.pbn', bytes: Buffer.from(lines.join('\n')) });
    const { p } = await finished(commands, marked.importId);
    expect(p.problems).toEqual([]);
    expect(p.step).toBe('done');
  });

  it('exports a session as PBN that imports back with the same boards and results', () => {
    const out = leagueSiteCommands(club).exportPbn('mitchell1')!;
    expect(out.fileName).toBe('mitchell1.pbn');
    expect(out.text.startsWith('% PBN 2.1\n% EXPORT\n')).toBe(true);
    const back = importPbn(out.text, out.fileName);
    expect(back.boards.length).toBe(24);
    expect(back.boards.every((b) => b.deal !== null)).toBe(true);
    const results = back.boards.flatMap((b) => b.results);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results)
      if (r.contract && r.contract !== 'Pass' && r.scoreNS !== null) expect(r.tricks).not.toBeNull();
    expect(leagueSiteCommands(club).exportPbn('ghost')).toBeUndefined();
  });

  it("exports the ranking with the players' names (TotalScoreTable) and adjusted scores as Ruter writes them", () => {
    const out = leagueSiteCommands(club).exportPbn('mitchell1')!;
    const back = importPbn(out.text, out.fileName);
    const ranking = leagueSiteReaderResults('mitchell1');
    const rows = ranking.sections.flatMap((s) => s.fields.flatMap((f) => f.rows));
    // Every ranked pair, with its place and its players' names as the results page shows them.
    expect(back.participants.map((p) => [p.id, p.oracle['Rank']?.text, p.names])).toEqual(
      rows.map((r) => [r.pair, r.rank, r.names]),
    );
    expect(back.participants.map((p) => p.direction)).toEqual(
      ranking.sections.flatMap((s) => s.fields.flatMap((f) => f.rows.map(() => f.field))),
    );
    expect(out.text).toContain('TotalPercentage');
    // The demo's artificial ruling (A- to N-S, A+ to E-W) is written as Ruter writes it and reads back as 40 % / 60 %.
    const adjusted = back.boards.flatMap((b) => b.results).filter((r) => r.adjusted !== null);
    expect(adjusted.some((r) => r.adjusted?.nsPercent === 40 && r.adjusted.ewPercent === 60)).toBe(true);
    expect(out.text).toMatch(/ "A-" "A\+" [-\d.]+ [-\d.]+ 40 60\n/);
    // The weighted one has no single PBN score: marked, value unknown.
    expect(out.text).toMatch(/ \^\? \^\? [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+\n/);
  });
});

// The members' readers on the demo club (a real SQLite file): the latest sessions, Mitchell,
// Howell and teams results, a board's hands and traveller with who has played it, the calls and
// cards of a board played card by card, a member's history, and the Ulti league, ledger and deal.
// Expected values come from the demo's description (README) and from the rules of the game
// (52 distinct cards, the opening lead from declarer's left, a zero-sum Ulti ledger).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersReader, DEMO_CLUB_ID, openClub, seedDemoClub, type Club } from '../../src';
import { createResultsReader } from '../../src/site/results-reader';
import { createUltiReader } from '../../src/site/ulti-reader';

let dir: string;
let club: Club;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'members-site-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await seedDemoClub(club);
  await club.settle();
}, 60_000);
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

const cardsOf = (h: { spades: string; hearts: string; diamonds: string; clubs: string }) =>
  [...h.spades]
    .map((r) => `S${r}`)
    .concat(
      [...h.hearts].map((r) => `H${r}`),
      [...h.diamonds].map((r) => `D${r}`),
      [...h.clubs].map((r) => `C${r}`),
    );

describe('bridge results', () => {
  it('lists the sessions newest first, the week’s all finished, the one open for entry at the tables still running', () => {
    const latest = createResultsReader(club).latestSessions(10);
    expect(latest.map((s) => [s.sessionId, s.date.slice(0, 10), s.status])).toEqual([
      ['teams1', '2026-11-20', 'over'],
      ['howell1', '2026-11-18', 'over'],
      ['tuesday1', '2026-11-17', 'over'],
      ['mitchell1', '2026-11-16', 'over'],
      ['tables1', '2026-11-15', 'running'],
    ]);
  });

  it('ranks a two-section Mitchell per section and direction, ties shown with =', () => {
    const results = createResultsReader(club).sessionResults('mitchell1')!;
    expect(results.sections.map((s) => [s.section, s.fields.map((f) => f.field)])).toEqual([
      ['A', ['NS', 'EW']],
      ['B', ['NS', 'EW']],
    ]);
    for (const field of results.sections.flatMap((s) => s.fields)) {
      // The players by their names as admitted to the club, not their ids.
      for (const r of field.rows) expect(r.names.every((n, i) => n.length > 0 && n !== r.players[i])).toBe(true);
      const pcts = field.rows.map((r) => r.percentage!);
      expect([...pcts].sort((a, b) => b - a)).toEqual(pcts);
      field.rows.forEach((r, i) => {
        const tied = field.rows.some((o, j) => j !== i && o.percentage === r.percentage);
        expect(r.rank.endsWith('=')).toBe(tied);
      });
    }
  });

  it('ranks a Howell in one field and a teams match by VPs that share the 20', () => {
    const reader = createResultsReader(club);
    expect(reader.sessionResults('howell1')!.sections.flatMap((s) => s.fields).length).toBe(1);
    const teams = reader.sessionResults('teams1')!.sections[0]!;
    expect(teams.match!.vpHome + teams.match!.vpAway).toBeCloseTo(20, 1);
    expect(teams.fields[0]!.rows.map((r) => r.pair).sort()).toEqual([teams.match!.home, teams.match!.away].sort());
  });

  it('gives a board’s 52 cards and a traveller whose players are counted as having played it', () => {
    const board = createResultsReader(club).board('mitchell1', 1)!;
    const cards = (['N', 'E', 'S', 'W'] as const).flatMap((s) => cardsOf(board.hands[s]));
    expect(new Set(cards).size).toBe(52);
    const row = board.traveller.find((r) => r.section === 'A' && r.table === 1)!;
    expect(row.played).toBe(true);
    expect(board.traveller.every((r) => r.section === 'A' || r.section === 'B')).toBe(true);
    // Both pairs of table A1 are among those who have played the board.
    expect(board.finishedBy.length).toBeGreaterThanOrEqual(2 * board.traveller.length);
  });

  it('gives each board its neighbours in the session: none before the first, none after the last', () => {
    const reader = createResultsReader(club);
    expect(reader.board('mitchell1', 1)!.neighbours).toEqual({ previous: null, next: 2 });
    expect(reader.board('mitchell1', 7)!.neighbours).toEqual({ previous: 6, next: 8 });
    expect(reader.board('mitchell1', 24)!.neighbours).toEqual({ previous: 23, next: null });
  });

  it('gives the calls and then the cards of a board played card by card, the lead from declarer’s left', () => {
    const reader = createResultsReader(club);
    const play = reader.boardPlay('mitchell1', 'A', 1, 1)!;
    const firstCard = play.steps.findIndex((s) => s.kind === 'card');
    expect(play.steps.slice(0, firstCard).every((s) => s.kind === 'call')).toBe(true);
    expect(play.steps[0]!.seat).toBe(play.dealer);
    const declarer = reader.board('mitchell1', 1)!.traveller.find((r) => r.section === 'A' && r.table === 1)!.declarer!;
    const leftOf = { N: 'E', E: 'S', S: 'W', W: 'N' } as const;
    expect(play.steps[firstCard]!.seat).toBe(leftOf[declarer]);
    // The traveller's Lead column: that first card; the tables that only entered a result entered a
    // card of the player on declarer's left (a passed board none).
    const board = reader.board('mitchell1', 1)!;
    const traveller = board.traveller;
    expect(traveller.find((r) => r.section === 'A' && r.table === 1)!.lead).toBe(
      (play.steps[firstCard] as { card: string }).card,
    );
    const entered = traveller.filter((r) => !r.played);
    expect(entered.length).toBeGreaterThan(0);
    for (const r of entered) {
      if (r.declarer === null) expect(r.lead).toBeNull();
      else expect(cardsOf(board.hands[leftOf[r.declarer]])).toContain(r.lead);
    }
    for (const step of play.steps) {
      if (step.kind === 'card') expect(cardsOf(play.hands![step.seat])).toContain(step.card);
    }
    expect(reader.boardPlay('mitchell1', 'A', 99, 1)).toBeUndefined();
  });

  it('gives a member’s history with the percentages of his pair in each session', () => {
    const reader = createResultsReader(club);
    const history = reader.playerHistory('m01');
    expect(history.sessions.length).toBeGreaterThan(0);
    // Titled by the member's name, not his id.
    expect(history.name).not.toBe('m01');
    expect(history.name).toBe(createMembersReader(club, DEMO_CLUB_ID).member('m01')!.name);
    const dates = history.sessions.map((s) => s.date);
    expect([...dates].sort()).toEqual(dates);
    for (const s of history.sessions) {
      const row = reader
        .sessionResults(s.sessionId)!
        .sections.flatMap((x) => x.fields.flatMap((f) => f.rows))
        .find((r) => r.players.includes('m01'))!;
      expect([s.percentage, s.rank]).toEqual([row.percentage, row.rank]);
    }
    expect(reader.playerHistory('nobody')).toEqual({
      memberId: 'nobody',
      name: 'nobody',
      averagePercentage: null,
      sessions: [],
    });
  });
});

describe('Ulti', () => {
  it('lists the league, whose table ranks the nine players over its three closed sessions', () => {
    const reader = createUltiReader(club);
    // The three closed sessions and the evening in progress.
    expect(reader.ultiLeagues()).toEqual([{ leagueId: 'ulti', name: 'Ulti league', sessions: 4 }]);
    const league = reader.ultiLeague('ulti')!;
    expect(league.rows.length).toBe(9);
    expect(league.rows.every((r) => r.sessions === 3)).toBe(true);
    expect(league.sessions.map((s) => [s.sessionId, s.status, s.counted])).toEqual([
      ['ulti-1', 'closed', true],
      ['ulti-2', 'closed', true],
      ['ulti-3', 'closed', true],
      ['ulti-evening', 'scheduled', false],
    ]);
    const points = league.rows.map((r) => r.placementPoints);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('keeps a zero-sum ledger per deal whose running totals end at the table totals', () => {
    const session = createUltiReader(club).ultiSession('ulti-1')!;
    for (const t of session.tables) {
      for (const d of t.deals) expect(Object.values(d.deltas).reduce((a, b) => a + b, 0)).toBe(0);
      expect(t.deals.at(-1)!.after).toEqual(t.totals);
    }
    expect(session.ranking.length).toBe(9);
  });

  it('gives a deal record: the 32 cards of the pack dealt, and its bids and cards in order', () => {
    const deal = createUltiReader(club).ultiDeal('ulti-1', 1, 1)!;
    const cards = Object.values(deal.hands).flat();
    expect(new Set(cards).size).toBe(32);
    expect(cards.length).toBe(32);
    for (const c of deal.talon) expect(cards).toContain(c);
    expect(deal.steps[0]!.kind === 'bid' || deal.steps[0]!.kind === 'pass').toBe(true);
    expect(deal.steps.filter((s) => s.kind === 'play').length).toBeLessThanOrEqual(30);
    expect(createUltiReader(club).ultiDeal('ulti-1', 1, 99)).toBeUndefined();
  });
});

// The rubber table's procedures on a real club file: any member opens a table; its opener or one of
// its players scores it, anyone else is refused; a wrong entry is refused naming the field and writes
// nothing; the sheet, the member's evenings and the season's ladder follow the deals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openDirectorClub, type DirectorClub } from './support/director-club';

let club: DirectorClub;
let tableId = '';
const member = [{ role: 'member' as const }];
const deal = (declarer: string, level: number, strain: 'S' | 'NT', tricks: number, dealer = declarer) => ({
  tableId,
  deal: { dealer, contract: { level, strain, doubling: '' as const }, declarer, tricks, honours: null },
});
/** Three members and a guest (the player with no memberId) named as given. */
const annBobCyAndGuest = (guest: string) => [
  { playerId: 'ann', name: 'Ann', memberId: 'ann' },
  { playerId: 'bob', name: 'Bob', memberId: 'bob' },
  { playerId: 'cy', name: 'Cy', memberId: 'cy' },
  { playerId: 'g1', name: guest, memberId: null },
];
const eventsOnTable = () => club.club.store.readStream(`rubbertable-${tableId}`).length;

beforeAll(async () => {
  club = await openDirectorClub({
    ann: member,
    bob: member,
    cy: member,
    dan: member,
    admin: [{ role: 'league-admin' }],
  });
  const admin = await club.callerOf('admin');
  await admin.league.openSeason({
    seasonId: '2026',
    name: 'Season 2026',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  });
});
afterAll(() => club.close());

describe('a rubber table on the site', () => {
  it('any member opens a table: the site names it, records the season, and its opener may score it', async () => {
    const ann = await club.callerOf('ann');
    const opened = await ann.rubber.openTable({
      players: annBobCyAndGuest('Gus'),
      seating: { NS: ['ann', 'cy'], EW: ['bob', 'g1'], out: null },
      firstDealer: 'ann',
      variant: 'czech-text-003',
      stake: 10,
    });
    expect(opened.ok).toBe(true);
    tableId = opened.ok ? opened.tableId : '';
    const sheet = await ann.rubber.sheet({ tableId });
    expect([sheet.table.seasonId, sheet.table.variant, sheet.nextDealer, sheet.canScore]).toEqual([
      '2026',
      'czech-text-003',
      'ann',
      true,
    ]);
    expect((await (await club.callerOf('dan')).rubber.sheet({ tableId })).canScore).toBe(false);
    // A guest is the player with no memberId; the name is stored alone, the page adds the word.
    expect(sheet.table.players.filter((p) => p.memberId === null)).toEqual([
      { playerId: 'g1', name: 'Gus', memberId: null },
    ]);
  });

  it('a player records a deal; the sheet shows its trick score below the line', async () => {
    const bob = await club.callerOf('bob');
    await bob.rubber.recordDeal(deal('ann', 4, 'S', 10));
    const sheet = await bob.rubber.sheet({ tableId });
    expect(sheet.evening.rubbers[0]!.score.deals[0]!.entries).toEqual([
      { side: 'NS', line: 'below', item: 'trick-score', points: 120 },
    ]);
    expect(sheet.nextDealer).toBe('bob');
  });

  it('a member not at the table is refused as not its scorer, and nothing is written', async () => {
    const before = eventsOnTable();
    const refused = await failure((await club.callerOf('dan')).rubber.recordDeal(deal('bob', 1, 'NT', 7)));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      "Only the table's scorer (who opened it) or one of its players may write on its sheet.",
    ]);
    expect(eventsOnTable()).toBe(before);
  });

  it('a contract above 7 and tricks over 13 are refused naming the field, nothing written', async () => {
    const ann = await club.callerOf('ann');
    const before = eventsOnTable();
    const level = await failure(ann.rubber.recordDeal(deal('bob', 8, 'NT', 7)));
    expect(level.code).toBe('BAD_REQUEST');
    expect(level.message).toMatch(/^Contract, level: 8 is not 1\.\.7/);
    const tricks = await failure(ann.rubber.recordDeal(deal('bob', 1, 'NT', 14)));
    expect(tricks.message).toMatch(/^Tricks: 14 is not 0\.\.13/);
    expect(eventsOnTable()).toBe(before);
  });

  it('a correction replaces the deal on the sheet (a new event, the first kept in the log)', async () => {
    const cy = await club.callerOf('cy');
    const before = eventsOnTable();
    await cy.rubber.correctDeal({
      tableId,
      rubber: 1,
      deal: 1,
      entry: { ...deal('ann', 4, 'S', 11).deal, kind: 'played' },
      reason: 'eleven tricks',
    });
    expect(eventsOnTable()).toBe(before + 1);
    const entries = (await cy.rubber.sheet({ tableId })).evening.rubbers[0]!.score.deals[0]!.entries;
    expect(entries.map((e) => [e.item, e.points])).toEqual([
      ['trick-score', 120],
      ['overtricks', 30],
    ]);
  });

  it('the rubber won and the table closed: the evening in each member history and on the ladder', async () => {
    const ann = await club.callerOf('ann');
    await ann.rubber.passOut({ tableId, dealer: 'bob' });
    await ann.rubber.recordDeal(deal('cy', 3, 'NT', 9, 'cy'));
    const sheet = await ann.rubber.sheet({ tableId });
    expect(sheet.evening.rubbers[0]!.score.status).toBe('over');
    await ann.rubber.closeTable({ tableId });
    const [evening] = await ann.rubber.myEvenings();
    expect(evening).toMatchObject({ tableId, closed: true, rubbersPlayed: 1, rubbersWon: 1 });
    expect(evening!.points).toBeGreaterThan(0);
    expect((await (await club.callerOf('bob')).rubber.myEvenings())[0]!.points).toBe(-evening!.points);
    const ladder = await (await club.callerOf('dan')).rubber.ladder({});
    expect([ladder.kind, ladder.period, ladder.periods]).toEqual(['season', '2026', ['2026']]);
    expect(ladder.rows.map((r) => [r.memberId, r.place])).toEqual([
      ['ann', 1],
      ['cy', 1],
      ['bob', 3],
    ]);
  });
});

describe('the next rubber by the cut, an earlier rubber corrected, the ladder of a past period', () => {
  let cutTable = '';
  const game = (declarer: string, dealer: string) => ({
    tableId: cutTable,
    deal: {
      dealer,
      contract: { level: 4, strain: 'S' as const, doubling: '' as const },
      declarer,
      tricks: 10,
      honours: null,
    },
  });

  it('the scorer enters the cut: new partners and the first dealer, who deals first', async () => {
    const ann = await club.callerOf('ann');
    const opened = await ann.rubber.openTable({
      players: ['ann', 'bob', 'cy', 'dan'].map((id) => ({ playerId: id, name: id, memberId: id })),
      seating: { NS: ['ann', 'cy'], EW: ['bob', 'dan'], out: null },
      firstDealer: 'ann',
      variant: 'standard',
      partnershipChange: 'cut',
    });
    cutTable = opened.ok ? opened.tableId : '';
    await ann.rubber.recordDeal(game('ann', 'ann'));
    await ann.rubber.recordDeal(game('cy', 'bob'));
    const stranger = await failure(
      ann.rubber.nextRubber({
        tableId: cutTable,
        seating: { NS: ['ann', 'bob'], EW: ['cy', 'dan'], out: null },
        firstDealer: 'eve',
      }),
    );
    expect(stranger.message).toMatch(/^First dealer: 'eve' does not play the next rubber/);
    const bob = await club.callerOf('bob');
    await bob.rubber.nextRubber({
      tableId: cutTable,
      seating: { NS: ['ann', 'bob'], EW: ['cy', 'dan'], out: null },
      firstDealer: 'dan',
    });
    const sheet = await bob.rubber.sheet({ tableId: cutTable });
    expect([sheet.table.rubbers.length, sheet.table.rubbers[1]!.seating.NS, sheet.nextDealer]).toEqual([
      2,
      ['ann', 'bob'],
      'dan',
    ]);
  });

  it('a deal of the earlier rubber is corrected (its sheet recomputed); one that unfinishes it is refused', async () => {
    const cy = await club.callerOf('cy');
    await cy.rubber.recordDeal({ ...game('dan', 'dan'), deal: { ...game('dan', 'dan').deal, tricks: 9 } });
    const correction = { tableId: cutTable, rubber: 1, deal: 1, reason: 'eleven tricks' };
    await cy.rubber.correctDeal({ ...correction, entry: { ...game('ann', 'ann').deal, kind: 'played', tricks: 11 } });
    const sheet = await cy.rubber.sheet({ tableId: cutTable });
    // 120 + 30 + 120 + 700 (2–0)
    expect(sheet.evening.rubbers[0]!.score.totals).toEqual({ NS: 970, EW: 0 });
    expect(sheet.table.rubbers[1]!.deals).toHaveLength(1);
    const before = club.club.store.readStream(`rubbertable-${cutTable}`).length;
    const refused = await failure(
      cy.rubber.correctDeal({ ...correction, entry: { ...game('ann', 'ann').deal, kind: 'played', tricks: 9 } }),
    );
    expect(refused.message).toMatch(/^Entry: with this deal rubber 1 would not be over, yet rubber 2 has started/);
    expect(club.club.store.readStream(`rubbertable-${cutTable}`).length).toBe(before);
  });

  it('the ladder names its period and shows a past one picked', async () => {
    const dan = await club.callerOf('dan');
    const past = await dan.rubber.ladder({ period: '2025' });
    expect([past.kind, past.period, past.rows]).toEqual(['season', '2025', []]);
  });
});

describe('a table the old site opened, its guest stored as "Gus (guest)"', () => {
  it('reads with the guest named Gus, no memberId: the log keeps the old bytes', async () => {
    const old = 'old-guest-table';
    club.club.store.append(
      `rubbertable-${old}`,
      [
        {
          type: 'RubberTableOpened',
          schemaVersion: 1,
          data: {
            tableId: old,
            clubId: 'club',
            openedBy: 'ann',
            openedAt: '2025-11-26T18:00:00Z',
            seasonId: null,
            players: annBobCyAndGuest('Gus (guest)'),
            seating: { NS: ['ann', 'cy'], EW: ['bob', 'g1'], out: null },
            firstDealer: 'ann',
            variant: 'standard',
            stake: null,
            rounding: 100,
            partnershipChange: 'cut',
          },
        },
      ],
      'any',
    );
    await club.club.settle();
    const sheet = await (await club.callerOf('ann')).rubber.sheet({ tableId: old });
    expect(sheet.table.players.at(-1)).toEqual({ playerId: 'g1', name: 'Gus', memberId: null });
    const stored = club.club.store.sqlite
      .prepare(`SELECT data FROM events WHERE data LIKE '%"tableId":"${old}"%'`)
      .all() as { data: string }[];
    expect(stored.map((row) => JSON.parse(row.data).players[3].name)).toEqual(['Gus (guest)']);
  });
});

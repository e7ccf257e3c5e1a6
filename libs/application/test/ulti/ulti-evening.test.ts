// The site's Ulti evening on a real club file: a league administrator acts only for the session's
// own league (another league is refused, nothing recorded); the score-keeper's preview settles a
// sheet without recording it, and an impossible sheet is refused naming the field.
import { describe, expect, test } from 'vitest';
import { PIROS_ULTIMO_WITH_KONTRAS } from '../../../club/test/ulti/piros-ultimo-sheet';
import { nextDealer } from '@club/ulti';
import { registry, ultiEveningUseCases } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const organiser = { memberId: 'm-organiser' };

const piros = PIROS_ULTIMO_WITH_KONTRAS;

describe("the organiser's authority and the score-keeper's preview", () => {
  test('a league administrator names his league: the session of another league is refused', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const site = ultiEveningUseCases(club);
    expect(await site.openUltiSession({ sessionId: 'e1', leagueId: 'spring', dealsPerTable: 6 }, organiser)).toEqual({
      ok: true,
    });
    const before = club.store.readStream('ulti-session-e1').length;
    expect(await site.checkInUltiPlayer({ sessionId: 'e1', leagueId: 'autumn', player: 'A' }, organiser)).toMatchObject(
      {
        ok: false,
        code: 'not-this-league',
        params: { sessionId: 'e1', leagueId: 'autumn' },
      },
    );
    expect(club.store.readStream('ulti-session-e1')).toHaveLength(before);
    expect(await site.checkInUltiPlayer({ sessionId: 'e1', leagueId: 'spring', player: 'A' }, organiser)).toEqual({
      ok: true,
    });
    expect(club.store.readStream('ulti-session-e1')).toHaveLength(before + 1);
  });

  test("the organiser's desk: who checked in, the latest round's table plan", async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    // A is a member, the others guests checked in under their own names.
    const site = ultiEveningUseCases(club, (id) => (id === 'A' ? { name: 'Anna Kovács' } : undefined));
    expect(site.ultiEvening('e2')).toBeUndefined();
    await site.openUltiSession({ sessionId: 'e2', dealsPerTable: 6 }, organiser);
    for (const player of ['A', 'B', 'C', 'D', 'E', 'F'])
      await site.checkInUltiPlayer({ sessionId: 'e2', player }, organiser);
    // A refusal names the player as the page does.
    expect(await site.checkInUltiPlayer({ sessionId: 'e2', player: 'A' }, organiser)).toMatchObject({
      ok: false,
      error: "'Anna Kovács' is already checked in",
    });
    const given = [
      { table: 1, players: ['A', 'B', 'C'], firstDealer: 'C' },
      { table: 2, players: ['D', 'E', 'F'], firstDealer: 'F' },
    ];
    expect(await site.drawUltiRound({ sessionId: 'e2', round: 1, method: 'given', tables: given }, organiser)).toEqual({
      ok: true,
    });
    expect(site.ultiEvening('e2')).toEqual({
      sessionId: 'e2',
      leagueId: null,
      status: 'scheduled',
      dealsPerTable: 6,
      checkedIn: ['A', 'B', 'C', 'D', 'E', 'F'],
      round: 1,
      roundEnded: false,
      tables: [
        { table: 1, seating: ['A', 'B', 'C'], firstDealer: 'C', deals: 0 },
        { table: 2, seating: ['D', 'E', 'F'], firstDealer: 'F', deals: 0 },
      ],
      names: { A: 'Anna Kovács', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F' },
    });

    // Table 1's score-keeper: deal 1 is C's; entered, the sheet moves to deal 2 and the next dealer.
    const sheet = site.ultiScoreSheet('e2', 1)!;
    expect([sheet.dealNo, sheet.dealer, sheet.bids.length]).toEqual([1, 'C', 54]);
    expect(sheet.bids.filter((b) => b.search.includes('piros') && b.search.includes('ult')).map((b) => b.id)).toContain(
      'piros-ultimo',
    );
    // The renonsz cases the score-keeper may write as the outcome: a revoke, not the jury's own sums.
    expect(sheet.rulings.map((r) => r.id)).toContain('play-4');
    expect(sheet.rulings.map((r) => r.id)).not.toContain('jury-set');
    expect(await site.recordUltiDeal({ sessionId: 'e2', table: 1, dealNo: 1, record: piros }, organiser)).toEqual({
      ok: true,
    });
    expect(site.ultiScoreSheet('e2', 1)).toMatchObject({
      dealNo: 2,
      dealer: nextDealer(['A', 'B', 'C'], 'C'),
      totals: { A: 36, B: -18, C: -18 },
    });
    expect(site.ultiScoreSheet('e2', 3)).toBeUndefined();
  });

  test('the preview gives each player’s forints and records nothing; a bad sheet names its field', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const site = ultiEveningUseCases(club);
    expect(await site.previewUltiDeal({ sessionId: 'e1', record: piros })).toEqual({
      ok: true,
      preview: { outcome: 'played', declarer: 'A', contract: 'piros-ultimo', deltas: { A: 36, B: -18, C: -18 } },
    });
    expect(club.store.readStream('ulti-session-e1')).toHaveLength(0);
    expect(
      await site.previewUltiDeal({ sessionId: 'e1', record: { ...piros, rekontra: { B: ['parti'] } } }),
    ).toMatchObject({
      ok: false,
      code: 'rekontra-without-kontra',
      params: { field: expect.stringMatching(/^rekontra/) },
    });
  });

  test('a refused preview names the players as the page does', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const site = ultiEveningUseCases(club, (id) => (id === 'D' ? { name: 'Dóra Kovács' } : undefined));
    // At a table of four the dealer sits out the hand: he cannot revoke in it.
    const revoke = {
      ...piros,
      players: ['A', 'B', 'C', 'D'],
      dealer: 'D',
      kontra: undefined,
      outcome: { kind: 'renonsz' as const, case: 'play-4' as const, offender: 'D' },
    };
    expect(await site.previewUltiDeal({ sessionId: 'e1', record: revoke })).toMatchObject({
      ok: false,
      code: 'ruling-refused',
      error: expect.stringContaining("'Dóra Kovács' does not play in this deal"),
    });
  });
});

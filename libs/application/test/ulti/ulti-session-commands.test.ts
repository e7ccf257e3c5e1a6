// The organiser's, score-keepers' and jury's use cases on a real club file: the draw's strength
// order comes from the league table (ties by the previous session), refusals carry the decider's
// code and params and record nothing, a correction names the member who made it.
import { describe, expect, test } from 'vitest';
import type { UltiRoundDrawn, UltiSessionCommand } from '@club/club';
import { versionedEventOf } from '@club/events';
import { MAUSZ_2017 } from '@club/ulti';
import { executeUltiSession, registry, ultiSessionSiteCommands, ultiStrengthRanking } from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { createUltiReader } from '../../src/site/ulti-reader';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const organiser = { memberId: 'm-organiser' };

describe('running an Ulti evening through the use cases', () => {
  test('open, check in, draw by the league table, enter, correct, rule, end the round', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    // An earlier session of the league: A −4, B +2, C +2 and D −20, E +10, F +10 (deals thrown in, §6.7).
    const earlier = (command: UltiSessionCommand) => executeUltiSession(club, 's0', command);
    await earlier({
      type: 'ScheduleUltiSession',
      sessionId: 's0',
      leagueId: 'spring',
      ruleSet: MAUSZ_2017,
      tables: [
        { table: 1, players: ['A', 'B', 'C'], firstDealer: 'C' },
        { table: 2, players: ['D', 'E', 'F'], firstDealer: 'F' },
      ],
    });
    await earlier({
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 1,
      record: concededDeal({ players: ['A', 'B', 'C'], dealer: 'C' }),
    });
    await earlier({
      type: 'RecordUltiDeal',
      table: 2,
      dealNo: 1,
      record: concededDeal({ players: ['D', 'E', 'F'], dealer: 'F', bid: 'betli' }),
    });
    await earlier({ type: 'EndUltiRound', round: 1 });
    await earlier({ type: 'CloseUltiSession' });

    const site = ultiSessionSiteCommands(club);
    expect(await site.openUltiSession({ sessionId: 'e1', leagueId: 'spring', dealsPerTable: 1 }, organiser)).toEqual({
      ok: true,
    });
    for (const player of ['A', 'B', 'C', 'D', 'E', 'F'])
      expect(await site.checkInUltiPlayer({ sessionId: 'e1', player }, organiser)).toEqual({ ok: true });
    // League table: E and F (2½ points, +10), B and C (2½, +2), A (1, −4), D (1, −20).
    expect(ultiStrengthRanking(club, 'e1')).toEqual(['E', 'F', 'B', 'C', 'A', 'D']);
    expect(await site.drawUltiRound({ sessionId: 'e1', round: 1, method: 'strength-order' }, organiser)).toEqual({
      ok: true,
    });
    const stream = () => club.store.readStream('ulti-session-e1');
    const draw = versionedEventOf<UltiRoundDrawn>(stream().at(-1)!);
    expect(draw.tables.map((t) => t.players)).toEqual([
      ['E', 'F', 'B'],
      ['C', 'A', 'D'],
    ]);
    expect(stream().at(-1)!.metadata.actor).toEqual({ id: 'm-organiser', role: 'ulti-organiser' });

    const refused = await site.drawUltiRound({ sessionId: 'e1', round: 3, method: 'strength-order' }, organiser);
    expect(refused).toMatchObject({ ok: false, code: 'round-out-of-order', params: { expected: 2, got: 3 } });
    const before = stream().length;

    for (const t of draw.tables) {
      const record = concededDeal({ players: t.players, dealer: t.firstDealer });
      expect(await site.recordUltiDeal({ sessionId: 'e1', table: t.table, dealNo: 1, record }, organiser)).toEqual({
        ok: true,
      });
    }
    expect(stream().length).toBe(before + 2);
    const t1 = draw.tables[0]!;
    const corrected = concededDeal({ players: t1.players, dealer: t1.firstDealer, bid: 'betli' });
    expect(
      await site.correctUltiDeal(
        { sessionId: 'e1', table: 1, dealNo: 1, record: corrected, reason: 'it was a betli' },
        { memberId: 'm-scorer' },
      ),
    ).toEqual({ ok: true });
    expect(stream().at(-1)!.data).toMatchObject({ by: 'm-scorer', reason: 'it was a betli' });
    expect(
      await site.recordUltiJuryRuling(
        { sessionId: 'e1', table: 2, ruling: { kind: 'discipline', player: 'A', action: 'warning' } },
        { memberId: 'm-jury' },
      ),
    ).toEqual({ ok: true });
    expect(stream().at(-1)!.data).toMatchObject({ rulingId: 'j1', round: 1, table: 2 });
    expect(await site.endUltiRound({ sessionId: 'e1', round: 1 }, organiser)).toEqual({ ok: true });
    // The round's end runs the league job: the league table counts the evening's first round.
    const table = club.runner.derived('ulti-league-table', 'spring')?.doc as { sessions: string[]; live: string[] };
    expect(table).toMatchObject({ sessions: ['s0'], live: ['e1'] });
    expect(await site.drawUltiRound({ sessionId: 'e1', round: 2, method: 'strength-order' }, organiser)).toEqual({
      ok: true,
    });

    // A member's replay finds each round's deal by its round; round 1's shows the corrected record.
    const round2 = versionedEventOf<UltiRoundDrawn>(stream().at(-1)!).tables[0]!;
    const record2 = concededDeal({ players: round2.players, dealer: round2.firstDealer, seed: 5 });
    expect(await site.recordUltiDeal({ sessionId: 'e1', table: 1, dealNo: 1, record: record2 }, organiser)).toEqual({
      ok: true,
    });
    const reader = createUltiReader(club);
    expect(reader.ultiDeal('e1', 1, 1)).toMatchObject({ contract: 'betli', dealer: t1.firstDealer });
    expect(reader.ultiDeal('e1', 1, 1, 2)).toMatchObject({ contract: 'passz', dealer: round2.firstDealer });
  });
});

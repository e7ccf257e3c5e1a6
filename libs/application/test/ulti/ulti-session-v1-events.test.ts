// A session written before rounds existed: its deals are stored at version 1 with no round. They
// stay as they were written and read as round 1 (the club's upcasters): the ledger shows them and
// the session goes on from them.
import { describe, expect, test } from 'vitest';
import { ultiSessionDecider, type UltiSessionCommand } from '@club/club';
import type { UltiSessionDocument } from '@club/read-models';
import { MAUSZ_2017 } from '@club/ulti';
import { executeUltiSession, registry } from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const ABC = ['A', 'B', 'C'];

describe('Ulti session events of version 1', () => {
  test('a deal stored without its round reads as round 1, and the next deal follows it', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const schedule: UltiSessionCommand = {
      type: 'ScheduleUltiSession',
      sessionId: 'old',
      tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
      ruleSet: MAUSZ_2017,
    };
    const [scheduled] = ultiSessionDecider.decide(schedule, ultiSessionDecider.initialState);
    const state = ultiSessionDecider.evolve(ultiSessionDecider.initialState, scheduled!);
    const [deal] = ultiSessionDecider.decide(
      { type: 'RecordUltiDeal', table: 1, dealNo: 1, record: concededDeal({ players: ABC, dealer: 'C' }) },
      state,
    );
    // Written as the old code wrote them: the deal at version 1, with no round.
    const { type: _s, schemaVersion: _sv, ...scheduleData } = scheduled!;
    const {
      type: _d,
      schemaVersion: _dv,
      round: _round,
      ...dealData
    } = deal as Extract<typeof deal, { type: 'UltiDealRecorded' }>;
    club.store.append(
      'ulti-session-old',
      [
        { type: 'UltiSessionScheduled', schemaVersion: 1, data: scheduleData },
        { type: 'UltiDealRecorded', schemaVersion: 1, data: dealData },
      ],
      'any',
    );
    expect(club.store.readStream('ulti-session-old')[1]).toMatchObject({ schemaVersion: 2, data: { round: 1 } });

    await executeUltiSession(club, 'old', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 2,
      record: concededDeal({ players: ABC, dealer: 'A', bid: 'betli' }),
    });
    await club.settle();
    const doc = club.runner.document<UltiSessionDocument>('ulti.session', 'old')!;
    // A −4, B +2, C +2; then B's betli thrown in: A +10, B −20, C +10.
    expect(doc.tables.map((t) => [t.round, t.table, t.totals])).toEqual([[1, 1, { A: 6, B: -18, C: 12 }]]);
  });
});

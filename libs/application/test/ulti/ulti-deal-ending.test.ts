// How a deal ended, as the session's ledger and the replay read it: a thrown-in deal says so, a
// renonsz (recorded with the deal or ruled by the jury later) names its case in the rules' words
// and section, and a redealt hand names who deals next under the house rule `redealDealer`.
import { describe, expect, test } from 'vitest';
import { defineRuleSet, MAUSZ_2017, renonszCase, type RuleSet } from '@club/ulti';
import { executeUltiSession, registry, ultiSessionSiteCommands } from '../../src';
import { createUltiReader } from '../../src/site/ulti-reader';
import { concededDeal, misdeal } from '../../../club/test/ulti/deal-builder';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

async function session(ruleSet: RuleSet) {
  const club = await clubs.open({ queue: 'in-process', registry });
  await executeUltiSession(club, 'e1', {
    type: 'ScheduleUltiSession',
    sessionId: 'e1',
    ruleSet,
    tables: [{ table: 1, players: ['A', 'B', 'C'], firstDealer: 'C' }],
  });
  return { club, reader: createUltiReader(club), site: ultiSessionSiteCommands(club) };
}

describe('how an Ulti deal ended', () => {
  test('the ledger names a renonsz case in words, recorded with the deal or ruled later; a bedob has none', async () => {
    const { club, reader, site } = await session(MAUSZ_2017);
    const record = (dealNo: number, r: Parameters<typeof concededDeal>[0] | 'misdeal') =>
      executeUltiSession(club, 'e1', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo,
        record: r === 'misdeal' ? misdeal(['A', 'B', 'C'], 'A') : concededDeal(r),
      });
    await record(1, { players: ['A', 'B', 'C'], dealer: 'C' });
    await record(2, 'misdeal');
    await record(3, { players: ['A', 'B', 'C'], dealer: 'A' });
    await club.settle();
    const revoke = { type: 'renonsz', case: 'play-4', offender: 'C', caller: 'B' } as const;
    expect(
      await site.recordUltiJuryRuling(
        { sessionId: 'e1', table: 1, ruling: { kind: 'renonsz', dealNo: 3, action: revoke } },
        { memberId: 'judit' },
      ),
    ).toEqual({ ok: true });
    await club.settle();
    const deals = reader.ultiSession('e1')!.tables[0]!.deals;
    expect(deals.map((d) => [d.dealNo, d.outcome, d.renonsz])).toEqual([
      [1, 'conceded', null],
      [2, 'redeal', `${renonszCase('deal-2').what} (§13(1)#2)`],
      [3, 'ruling', `${renonszCase('play-4').what} (§13(3)#4)`],
    ]);
    // The same cases as codes, for the site to word in the page's language.
    expect(deals.map((d) => d.renonszCase)).toEqual([
      null,
      { id: 'deal-2', source: '§13(1)#2' },
      { id: 'play-4', source: '§13(3)#4' },
    ]);
  });

  test('a redealt hand: the same dealer deals again under MAUSZ 2017', async () => {
    const { club, reader } = await session(MAUSZ_2017);
    await executeUltiSession(club, 'e1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 1,
      record: misdeal(['A', 'B', 'C'], 'C'),
    });
    await club.settle();
    expect(reader.ultiDeal('e1', 1, 1)).toMatchObject({
      outcome: 'redeal',
      dealsNext: 'C',
      redealDealer: 'sameDealer',
    });
  });

  test('a redealt hand: the next player deals under the house rule redealDealer nextDealer', async () => {
    const passOn = defineRuleSet('house', '1', { redealDealer: 'nextDealer' });
    const { club, reader } = await session(passOn);
    await executeUltiSession(club, 'e1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 1,
      record: { ...misdeal(['A', 'B', 'C'], 'C'), ruleSet: passOn },
    });
    await executeUltiSession(club, 'e1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 2,
      record: concededDeal({ players: ['A', 'B', 'C'], dealer: 'A', ruleSet: passOn }),
    });
    await club.settle();
    expect(reader.ultiDeal('e1', 1, 1)).toMatchObject({
      outcome: 'redeal',
      dealsNext: 'A',
      redealDealer: 'nextDealer',
    });
    expect(reader.ultiDeal('e1', 1, 2)).toMatchObject({ outcome: 'conceded', dealsNext: null });
  });
});

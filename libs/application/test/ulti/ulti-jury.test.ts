// The Ulti jury on a real club file: the organiser names a member to the session's jury (a grant
// on the club stream the member's next request sees), the jury's desk lists the renonsz cases with
// the Hungarian § text, a renonsz ruling's forints are shown before Confirm with nothing recorded,
// the confirmed ruling replaces the deal's outcome in the standings, and refusals carry the
// decider's code.
import { describe, expect, test } from 'vitest';
import { clubDecider, clubStreamId } from '@club/club';
import { MAUSZ_2017, RENONSZ_CASES } from '@club/ulti';
import { executeBridge, executeUltiSession, registry, ultiSessionSiteCommands } from '../../src';
import { createMembersReader } from '../../src/site/members';
import { createUltiReader } from '../../src/site/ulti-reader';
import { ultiJuryUseCases } from '../../src/site/ulti-jury';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const CLUB = 'c1';
const at = '2026-11-22T18:00:00.000Z';

async function evening() {
  const club = await clubs.open({ queue: 'in-process', registry });
  const clubStream = clubStreamId(CLUB);
  await executeBridge(club, clubStream, clubDecider, { type: 'FoundClub', clubId: CLUB, name: 'Club', at });
  for (const [memberId, name] of [
    ['judit', 'Judit Jury'],
    ['A', 'Aladár'],
    ['B', 'Béla'],
    ['C', 'Csaba'],
  ] as const)
    await executeBridge(club, clubStream, clubDecider, { type: 'AdmitMember', memberId, name, at });
  await executeUltiSession(club, 'e1', {
    type: 'ScheduleUltiSession',
    sessionId: 'e1',
    leagueId: 'spring',
    ruleSet: MAUSZ_2017,
    tables: [{ table: 1, players: ['A', 'B', 'C'], firstDealer: 'C' }],
  });
  // A's passz, thrown in (bedobás, §6.7): A pays each defender.
  await executeUltiSession(club, 'e1', {
    type: 'RecordUltiDeal',
    table: 1,
    dealNo: 1,
    record: concededDeal({ players: ['A', 'B', 'C'], dealer: 'C' }),
  });
  await club.settle();
  const members = createMembersReader(club, CLUB);
  return {
    club,
    members,
    jury: ultiJuryUseCases(club, { clubId: CLUB, members, now: () => at }),
    site: ultiSessionSiteCommands(club),
    reader: createUltiReader(club, { clubId: CLUB }),
  };
}

const revoke = { type: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' } as const;

describe('the Ulti jury', () => {
  test('the organiser names a juror: the grant is scoped to the session, and naming him twice is refused', async () => {
    const { jury, members } = await evening();
    expect(await jury.nameUltiJuror({ sessionId: 'e1', memberId: 'judit' }, { memberId: 'org' })).toEqual({ ok: true });
    expect(members.member('judit')?.grants).toContainEqual({
      role: 'ulti-jury',
      scope: { kind: 'session', id: 'e1' },
    });
    expect(jury.ultiJuryDesk({ sessionId: 'e1' })?.jury).toEqual(['judit']);
    const again = await jury.nameUltiJuror({ sessionId: 'e1', memberId: 'judit' }, { memberId: 'org' });
    expect(again).toMatchObject({ ok: false, code: 'role-held' });
    const other = await jury.nameUltiJuror({ sessionId: 'e1', leagueId: 'autumn', memberId: 'A' }, { memberId: 'org' });
    expect(other).toMatchObject({ ok: false, code: 'not-this-league' });
    const none = await jury.nameUltiJuror({ sessionId: 'nope', memberId: 'A' }, { memberId: 'org' });
    expect(none).toMatchObject({ ok: false, code: 'session-not-scheduled' });
  });

  test('the organiser removes a juror: the scoped role is revoked by him, and removing him twice is refused', async () => {
    const { club, jury, members } = await evening();
    await jury.nameUltiJuror({ sessionId: 'e1', memberId: 'judit' }, { memberId: 'org' });
    expect(await jury.removeUltiJuror({ sessionId: 'e1', memberId: 'judit' }, { memberId: 'org' })).toEqual({
      ok: true,
    });
    expect(members.member('judit')?.grants).not.toContainEqual({
      role: 'ulti-jury',
      scope: { kind: 'session', id: 'e1' },
    });
    expect(jury.ultiJuryDesk({ sessionId: 'e1' })?.jury).toEqual([]);
    const revoked = club.store.readStream(clubStreamId(CLUB)).at(-1)!;
    expect(revoked).toMatchObject({
      type: 'RoleRevoked',
      data: { memberId: 'judit', role: 'ulti-jury', scope: { kind: 'session', id: 'e1' } },
      metadata: { actor: { id: 'org' } },
    });
    const again = await jury.removeUltiJuror({ sessionId: 'e1', memberId: 'judit' }, { memberId: 'org' });
    expect(again).toMatchObject({ ok: false, code: 'role-not-held' });
  });

  test('every renonsz case is listed with its § and the Hungarian words', async () => {
    const { jury } = await evening();
    const cases = jury.ultiJuryDesk({ sessionId: 'e1' })!.cases;
    expect(cases.map((c) => c.id)).toEqual(RENONSZ_CASES.map((c) => c.id));
    expect(cases.every((c) => c.wording !== c.help && c.wording.length > 20)).toBe(true);
    expect(cases.find((c) => c.id === 'play-4')).toMatchObject({
      section: '§13(3)#4',
      wording: expect.stringContaining('Színvétés, vagy felülütés elmulasztása'),
    });
    // Each case says what the jury gives besides the offender (the engine's table, libs/ulti).
    expect(cases.find((c) => c.id === 'auction-7a')).toMatchObject({ needs: ['bid', 'beneficiary'], may: [] });
    expect(cases.find((c) => c.id === 'play-4')).toMatchObject({ needs: [], may: [] });
  });

  test('an event the rules do not list: the jury’s own amounts are the forints before Confirm, refused without them', async () => {
    const { jury } = await evening();
    const unlisted = { type: 'renonsz', case: 'jury-set', offender: 'B' } as const;
    const refused = await jury.previewUltiRuling({ sessionId: 'e1', table: 1, dealNo: 1, action: unlisted });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/the jury-set ruling needs 'amounts'$/) });
    const amounts = { A: 5, B: -8, C: 3 };
    expect(
      await jury.previewUltiRuling({ sessionId: 'e1', table: 1, dealNo: 1, action: { ...unlisted, amounts } }),
    ).toMatchObject({ ok: true, preview: { outcome: 'ruling', deltas: amounts } });
  });

  test('a revoke by a defender: the forints before Confirm, then the ruling replaces the deal in the standings', async () => {
    const { club, jury, site, reader } = await evening();
    expect(reader.ultiSession('e1')!.tables[0]!.totals).toEqual({ A: -4, B: 2, C: 2 });
    const before = club.store.readStream('ulti-session-e1').length;
    // §10(3)e–f: B pays A for himself and for C, and pays C too.
    expect(await jury.previewUltiRuling({ sessionId: 'e1', table: 1, dealNo: 1, action: revoke })).toEqual({
      ok: true,
      preview: { outcome: 'ruling', declarer: 'A', contract: 'passz', deltas: { A: 2, B: -3, C: 1 } },
    });
    expect(club.store.readStream('ulti-session-e1')).toHaveLength(before);
    expect(
      await site.recordUltiJuryRuling(
        { sessionId: 'e1', table: 1, ruling: { kind: 'renonsz', dealNo: 1, action: revoke } },
        { memberId: 'judit' },
      ),
    ).toEqual({ ok: true });
    const session = reader.ultiSession('e1')!;
    expect(session.tables[0]!.totals).toEqual({ A: 2, B: -3, C: 1 });
    expect(session.rulings).toEqual([
      expect.objectContaining({ rulingId: 'j1', kind: 'renonsz', section: '§13(3)#4', player: 'B', by: 'judit' }),
    ]);
    expect(session.names.judit).toBe('Judit Jury');
  });

  test('a ruling on a deal not recorded, or naming a player not at the table, is refused with its code', async () => {
    const { jury, site } = await evening();
    expect(await jury.previewUltiRuling({ sessionId: 'e1', table: 1, dealNo: 2, action: revoke })).toMatchObject({
      ok: false,
      code: 'unknown-deal',
    });
    expect(
      await jury.previewUltiRuling({ sessionId: 'e1', table: 1, dealNo: 1, action: { ...revoke, offender: 'judit' } }),
    ).toMatchObject({ ok: false, code: 'deal-does-not-replay' });
    expect(
      await site.recordUltiJuryRuling(
        { sessionId: 'e1', table: 1, ruling: { kind: 'discipline', player: 'judit', action: 'yellow-card' } },
        { memberId: 'judit' },
      ),
    ).toMatchObject({ ok: false, code: 'player-not-at-table' });
  });
});

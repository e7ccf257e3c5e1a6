// A member's own language on a real club file (issue 16): chosen by him, an event of the club
// stream with him as its actor, read back from the members' read model; chosen again unchanged it
// records nothing; a member no longer active is refused.
import { clubDecider, clubStreamId } from '@club/club';
import { describe, expect, it } from 'vitest';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { memberLanguageUseCases } from '../../src/site/member-language';
import { registry as appRegistry } from '../../src/registry';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const AT = '2026-11-21T18:00:00.000Z';

async function clubWithMembers() {
  const club = await clubs.open({ queue: 'in-process', registry: appRegistry });
  const stream = clubStreamId('c1');
  await executeBridge(club, stream, clubDecider, { type: 'FoundClub', clubId: 'c1', name: 'Club', at: AT });
  await executeBridge(club, stream, clubDecider, { type: 'AdmitMember', memberId: 'jana', name: 'Jana Nová', at: AT });
  await executeBridge(club, stream, clubDecider, { type: 'AdmitMember', memberId: 'odo', name: 'Odo Left', at: AT });
  await executeBridge(club, stream, clubDecider, { type: 'DeactivateMember', memberId: 'odo', at: AT });
  await club.settle();
  return { club, languages: memberLanguageUseCases(club, 'c1', () => AT) };
}

const languageEvents = (club: Awaited<ReturnType<typeof clubWithMembers>>['club']) =>
  club.store.readStream(clubStreamId('c1')).filter((e) => e.type === 'MemberLanguageChosen');

describe("a member's own language", () => {
  it('given a member who chose none, when asked, then he has no language of his own', async () => {
    const { languages } = await clubWithMembers();
    expect(languages.memberLanguage('jana')).toBeNull();
    expect(languages.memberLanguage('nobody')).toBeNull();
  });

  it('given a member, when he chooses Czech, then it is recorded with him as actor and read back', async () => {
    const { club, languages } = await clubWithMembers();
    expect(await languages.chooseLanguage({ language: 'cs' }, { memberId: 'jana' })).toEqual({ ok: true });
    expect(languages.memberLanguage('jana')).toBe('cs');
    const [chosen] = languageEvents(club);
    expect(chosen?.data).toMatchObject({ memberId: 'jana', language: 'cs' });
    expect(chosen?.metadata.actor).toEqual({ id: 'jana', role: 'member' });
  });

  it('given Czech chosen, when he chooses Czech again, then nothing new is recorded; Hungarian then replaces it', async () => {
    const { club, languages } = await clubWithMembers();
    await languages.chooseLanguage({ language: 'cs' }, { memberId: 'jana' });
    await languages.chooseLanguage({ language: 'cs' }, { memberId: 'jana' });
    expect(languageEvents(club)).toHaveLength(1);
    await languages.chooseLanguage({ language: 'hu' }, { memberId: 'jana' });
    expect(languages.memberLanguage('jana')).toBe('hu');
  });

  it('given a member no longer active, when he chooses a language, then it is refused and nothing recorded', async () => {
    const { club, languages } = await clubWithMembers();
    const outcome = await languages.chooseLanguage({ language: 'sk' }, { memberId: 'odo' });
    expect(outcome).toMatchObject({ ok: false, code: 'member-inactive' });
    expect(languageEvents(club)).toHaveLength(0);
  });
});

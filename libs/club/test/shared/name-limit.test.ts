// A name longer than NAME_MAX is refused by the decider itself (code 'name-too-long'), so every
// caller — the site, the CLI, an imported file — is held to the same cap; one at the cap is taken.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { clubDecider, leagueDecider, NAME_MAX, seasonDecider, sessionDecider, type ClubEvent } from '../../src';
import { mitchellSchedule } from '../support/session-fixture';

const AT = '2026-11-21T18:00:00.000Z';
const long = 'x'.repeat(NAME_MAX + 1);
const founded: ClubEvent = { type: 'ClubFounded', schemaVersion: 1, clubId: 'bk', name: 'Bridge Klub', at: AT };

describe('names are at most NAME_MAX characters, in every decider that records one', () => {
  it('the cap is documented as 200', () => {
    expect(NAME_MAX).toBe(200);
  });

  it('club: the club and a member', () => {
    const club = deciderSpec(clubDecider);
    club.given([]).when({ type: 'FoundClub', clubId: 'bk', name: long, at: AT }).thenThrows('name-too-long');
    club
      .given([founded])
      .when({ type: 'AdmitMember', memberId: 'anna', name: long, at: AT })
      .thenThrows('name-too-long');
    club
      .given([founded])
      .when({ type: 'AdmitMember', memberId: 'anna', name: 'x'.repeat(NAME_MAX), at: AT })
      .then([{ type: 'MemberJoined', schemaVersion: 1, memberId: 'anna', name: 'x'.repeat(NAME_MAX), at: AT }]);
  });

  it('season and league', () => {
    deciderSpec(seasonDecider)
      .given([])
      .when({
        type: 'OpenSeason',
        seasonId: 's2026',
        clubId: 'bk',
        name: long,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      })
      .thenThrows('name-too-long');
    deciderSpec(leagueDecider)
      .given([])
      .when({
        type: 'CreateLeague',
        leagueId: 'p',
        seasonId: 's',
        name: long,
        game: 'bridge',
        rankingRule: { kind: 'best-n-of-m', n: 2 },
      })
      .thenThrows('name-too-long');
  });

  it("session: its name, an entrant's name and a guest's name", () => {
    const session = deciderSpec(sessionDecider);
    session
      .given([])
      .when(mitchellSchedule({ name: long }))
      .thenThrows('name-too-long');
    const entrants = mitchellSchedule().entrants;
    session
      .given([])
      .when(mitchellSchedule({ entrants: entrants.map((e, i) => (i === 0 ? { ...e, name: long } : e)) }))
      .thenThrows('name-too-long');
    session
      .given([])
      .when(mitchellSchedule({ entrants: entrants.map((e, i) => (i === 0 ? { ...e, guests: [{ name: long }] } : e)) }))
      .thenThrows('name-too-long');
  });
});

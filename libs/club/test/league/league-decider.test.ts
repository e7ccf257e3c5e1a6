import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { leagueDecider, parseLeagueCommand, seasonDecider, type LeagueEvent } from '../../src';

const league = deciderSpec(leagueDecider);
const created: LeagueEvent = {
  type: 'LeagueCreated',
  schemaVersion: 1,
  leagueId: 'pairs26',
  seasonId: 's2026',
  name: 'Pairs league',
  game: 'bridge',
  rankingRule: { kind: 'best-n-of-m', n: 2 },
};

describe('seasons and leagues', () => {
  it('opens a season once, with its dates in order', () => {
    const open = {
      type: 'OpenSeason' as const,
      seasonId: 's2026',
      clubId: 'bk',
      name: '2026',
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    };
    deciderSpec(seasonDecider)
      .given([])
      .when(open)
      .then([{ ...open, type: 'SeasonOpened', schemaVersion: 1 }]);
    deciderSpec(seasonDecider)
      .given([])
      .when({ ...open, endsOn: '2025-12-31' })
      .thenThrows(/endsOn: 2025-12-31 is before startsOn/);
  });

  it('creates a bridge league with its ranking rule and adds sessions of its game', () => {
    league
      .given([])
      .when({
        type: 'CreateLeague',
        leagueId: 'pairs26',
        seasonId: 's2026',
        name: 'Pairs league',
        game: 'bridge',
        rankingRule: { kind: 'best-n-of-m', n: 2 },
      })
      .then([created]);
    league
      .given([created])
      .when({ type: 'AddSessionToLeague', sessionId: 'mon1', game: 'bridge' })
      .then([
        { type: 'SessionAddedToLeague', schemaVersion: 1, leagueId: 'pairs26', sessionId: 'mon1', game: 'bridge' },
      ]);
    league
      .given([created])
      .when({ type: 'AddSessionToLeague', sessionId: 'u1', game: 'ulti' })
      .thenThrows(/'u1' is a ulti session; league 'pairs26' is a bridge league/);
    league
      .given([
        created,
        { type: 'SessionAddedToLeague', schemaVersion: 1, leagueId: 'pairs26', sessionId: 'mon1', game: 'bridge' },
      ])
      .when({ type: 'AddSessionToLeague', sessionId: 'mon1', game: 'bridge' })
      .thenThrows('session-in-league');
  });

  it('refuses a ranking rule of the other game, and parses rules with their defaults', () => {
    league
      .given([])
      .when({
        type: 'CreateLeague',
        leagueId: 'u',
        seasonId: 's',
        name: 'U',
        game: 'bridge',
        rankingRule: {
          kind: 'ulti',
          competition: {
            placementPoints: { 3: [3, 2, 1], 4: [4, 3, 2, 1] },
            tiedPlaces: 'share',
            tieBreaks: ['forints'],
          },
        },
      })
      .thenThrows('ranking-rule');
    const parsed = parseLeagueCommand({
      type: 'CreateLeague',
      leagueId: 'a',
      seasonId: 's',
      name: 'A',
      game: 'bridge',
      rankingRule: { kind: 'average-percentage' },
    });
    expect(parsed).toMatchObject({ rankingRule: { kind: 'average-percentage', minSessions: 1 } });
    expect(() =>
      parseLeagueCommand({
        type: 'CreateLeague',
        leagueId: 'a',
        seasonId: 's',
        name: 'A',
        game: 'bridge',
        rankingRule: { kind: 'points-per-place', table: [5, 8] },
      }),
    ).toThrow(/a better place cannot earn fewer points/);
  });
});

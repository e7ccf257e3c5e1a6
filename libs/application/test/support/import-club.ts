// A club to import results files into: founded, its members admitted, a season of one year and a
// bridge league in it (average percentage, one session counts).
import { clubDecider, clubStreamId, leagueDecider, leagueStreamId, seasonDecider, seasonStreamId } from '@club/club';
import type { Club } from '../../src';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { openSeededClub } from '../site/seeded-demo-club';

export interface ImportClubSeed {
  /** Each member, with his federation id when he has one. */
  readonly members: readonly (readonly [memberId: string, name: string, federationId?: string])[];
  readonly season: { readonly seasonId: string; readonly name: string; readonly year: number };
  readonly league: { readonly leagueId: string; readonly name: string };
}

export async function seedImportClub(club: Club, { members, season, league }: ImportClubSeed): Promise<void> {
  const at = '2026-01-01T09:00:00.000Z';
  await executeBridge(club, clubStreamId('demo'), clubDecider, { type: 'FoundClub', clubId: 'demo', name: 'Club', at });
  for (const [memberId, name, federationId] of members)
    await executeBridge(club, clubStreamId('demo'), clubDecider, {
      type: 'AdmitMember',
      memberId,
      name,
      ...(federationId ? { federationId } : {}),
      at,
    });
  await executeBridge(club, seasonStreamId(season.seasonId), seasonDecider, {
    type: 'OpenSeason',
    seasonId: season.seasonId,
    clubId: 'demo',
    name: season.name,
    startsOn: `${season.year}-01-01`,
    endsOn: `${season.year}-12-31`,
  });
  await executeBridge(club, leagueStreamId(league.leagueId), leagueDecider, {
    type: 'CreateLeague',
    leagueId: league.leagueId,
    seasonId: season.seasonId,
    name: league.name,
    game: 'bridge',
    rankingRule: { kind: 'average-percentage', minSessions: 1 },
  });
}

/** A fresh SQLite club in a temporary folder, seeded for imports and settled; `close` removes it. */
export const openImportClub = (prefix: string, seed: ImportClubSeed) =>
  openSeededClub(prefix, (club) => seedImportClub(club, seed));

/** The seed of a club that only imports: its league administrator `la`, the 2026 season and league `l`. */
export const LEAGUE_ADMIN_SEED: ImportClubSeed = {
  members: [['la', 'Lea Admin']],
  season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
  league: { leagueId: 'l', name: 'League' },
};

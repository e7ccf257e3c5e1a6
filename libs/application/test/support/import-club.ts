// A club to import results files into: founded, its members admitted, a season of one year and a
// bridge league in it (average percentage, one session counts).
import { clubDecider, clubStreamId, leagueDecider, leagueStreamId, seasonDecider, seasonStreamId } from '@club/club';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClub, type Club } from '../../src';
import { executeBridge } from '../../src/bridge/bridge-commands';

export interface ImportClubSeed {
  /** Each member, with his federation id when he has one. */
  readonly members: readonly (readonly [memberId: string, name: string, federationId?: string])[];
  readonly season: { readonly seasonId: string; readonly name: string; readonly year: number };
  readonly league: { readonly leagueId: string; readonly name: string };
}

export function seedImportClub(club: Club, { members, season, league }: ImportClubSeed): void {
  const at = '2026-01-01T09:00:00.000Z';
  executeBridge(club, clubStreamId('demo'), clubDecider, { type: 'FoundClub', clubId: 'demo', name: 'Club', at });
  for (const [memberId, name, federationId] of members)
    executeBridge(club, clubStreamId('demo'), clubDecider, {
      type: 'AdmitMember',
      memberId,
      name,
      ...(federationId ? { federationId } : {}),
      at,
    });
  executeBridge(club, seasonStreamId(season.seasonId), seasonDecider, {
    type: 'OpenSeason',
    seasonId: season.seasonId,
    clubId: 'demo',
    name: season.name,
    startsOn: `${season.year}-01-01`,
    endsOn: `${season.year}-12-31`,
  });
  executeBridge(club, leagueStreamId(league.leagueId), leagueDecider, {
    type: 'CreateLeague',
    leagueId: league.leagueId,
    seasonId: season.seasonId,
    name: league.name,
    game: 'bridge',
    rankingRule: { kind: 'average-percentage', minSessions: 1 },
  });
}

/** A fresh SQLite club in a temporary folder, seeded for imports and settled; `close` removes it. */
export async function openImportClub(
  prefix: string,
  seed: ImportClubSeed,
): Promise<{ readonly club: Club; readonly close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  seedImportClub(club, seed);
  await club.settle();
  return {
    club,
    close: async () => {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A teams session through PBN 2.1 and back, on a real SQLite club: a two-room LIN match and a
// Bridgemate teams session of two matches are recorded, exported as PBN, the export imported and
// recorded again: the new session has the same matches (each board's IMPs, the IMP totals, the VPs),
// the same teams with their players, and the same table results.
import { sessionStreamId, type SessionScheduled } from '@club/club';
import { importBwsTables } from '@club/interchange';
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { TEAM_MATCH } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { recordImport } from '../../src/site/league-import-record';
import { checkedImport } from '../support/import-checked';
import { openImportClub } from '../support/import-club';
import { teamsOfTwoMatches } from '../../../interchange/test/bws-files';

const admin = { memberId: 'la' };

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('export-teams-round-trip-', {
    members: [
      ['la', 'Lea Admin'],
      ['ned', 'Ned'],
    ],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'l', name: 'League' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

/** Imports and records a file's bytes; the import id is the new session's id. */
async function recorded(fileName: string, bytes: Uint8Array): Promise<string> {
  const commands = leagueSiteCommands(club, 'demo');
  const { importId, progress } = await checkedImport(commands, fileName, Buffer.from(bytes));
  if (progress.step === 'failed') throw new Error(`${fileName}: ${JSON.stringify(progress.problems)}`);
  const outcome = await commands.recordImport({ importId, leagueId: null }, admin);
  if (!outcome.ok) throw new Error(`${fileName}: ${JSON.stringify(outcome)}`);
  await club.settle();
  return importId;
}

/** Each match as the club scored it, and the teams with their players, members and guests. */
function teamsOf(sessionId: string) {
  const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
  const [scheduled] = club.store.readStream(sessionStreamId(sessionId));
  return {
    matches: stored.sections.map((s) => ({ section: s.section, method: s.method, match: s.match })),
    totals: stored.sections.map((s) => s.totals.map((t) => [t.rank, t.pair, t.total, t.players, t.guests])),
    tables: stored.sections.map((s) =>
      s.travellers.map((t) => t.rows.map((r) => [t.board, r.table, r.ns, r.ew, r.contract, r.declarer, r.nsScore])),
    ),
    // In the order of the file's ranking: compared team by team.
    entrants: [...(scheduled!.data as SessionScheduled).entrants].sort((a, b) =>
      `${a.section}/${a.pair}`.localeCompare(`${b.section}/${b.pair}`),
    ),
  };
}

describe('a teams session exported as PBN 2.1 and imported again', () => {
  it('a two-room LIN match: the same match, board IMPs, totals and VPs, the same teams', async () => {
    const original = await recorded('final.lin', Buffer.from(TEAM_MATCH));
    const out = leagueSiteCommands(club, 'demo').exportPbn(original)!;
    const again = await recorded(out.fileName, Buffer.from(out.text));
    const before = teamsOf(original);
    expect(before.matches[0]!.match).toMatchObject({ home: 'Aces', away: 'Kings', impsHome: 0, impsAway: 11 });
    expect(teamsOf(again)).toEqual(before);
  }, 60_000);

  it('a Bridgemate teams session of two matches: the same two matches, section by section', async () => {
    const file = importBwsTables(teamsOfTwoMatches(), 'teams.bws');
    const { sessionId: original } = await recordImport(club, 'demo', { importId: 'import.bws_teams', file, by: admin });
    await club.settle();
    const out = leagueSiteCommands(club, 'demo').exportPbn(original)!;
    const again = await recorded(out.fileName, Buffer.from(out.text));
    const before = teamsOf(original);
    expect(before.matches.map((m) => [m.section, m.match?.impsHome, m.match?.impsAway])).toEqual([
      ['A1', 6, 10],
      ['A3', 0, 10],
    ]);
    expect(teamsOf(again)).toEqual(before);
  }, 60_000);
});

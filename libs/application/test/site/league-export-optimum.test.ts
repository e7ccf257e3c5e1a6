// The PBN export with a board's double-dummy table given (what the worker stores): the board's game
// carries the table and its par as Ruter prints them. Without tables, no Optimum tag is written.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoubleDummyTable } from '@club/bridge';
import { findTag, importPbnBytes, parsePbn, type PbnGame } from '@club/interchange';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { exportSessionPbn } from '../../src/site/league-export';
import { LEAGUE_ADMIN_SEED, openImportClub } from '../support/import-club';

const bytes = readFileSync(new URL('../../../scoring/test/oracle/fixtures/sm1.pbn', import.meta.url));
const OPTIMUM_TAGS = ['OptimumScore', 'OptimumContract', 'OptimumResultTable'] as const;

let club: Club;
let closeClub: (() => Promise<void>) | undefined;
let sessionId: string;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('export-optimum-', LEAGUE_ADMIN_SEED));
  const commands = leagueSiteCommands(club, 'demo');
  const { importId } = commands.importResults({ fileName: 'sm1.pbn', bytes });
  for (;;) {
    const progress = commands.importProgress(importId)!;
    if (progress.step === 'failed') throw new Error(JSON.stringify(progress.problems));
    if (progress.step === 'done') break;
    await new Promise((r) => setImmediate(r));
  }
  const outcome = await commands.recordImport({ importId, leagueId: null }, { memberId: 'la' });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  await club.settle();
  sessionId = importId;
}, 120_000);

afterAll(async () => {
  await closeClub?.();
});

const optimumOf = (game: PbnGame) =>
  OPTIMUM_TAGS.map((name) => {
    const tag = findTag(game, name);
    return [tag?.value, tag?.section.map((line) => line.tokens.map((t) => t.text).join(' '))];
  });

describe('league PBN export with double-dummy tables', () => {
  it('sm1.pbn recorded, then exported with its tables: every board prints them and their par as the file did', () => {
    const tables = new Map<number, DoubleDummyTable>(
      importPbnBytes(bytes, 'sm1.pbn').boards.map((b) => [b.board, b.optimum!.table!]),
    );
    const out = exportSessionPbn(club, sessionId, undefined, (board) => tables.get(board))!;
    const boardGames = (text: string) => parsePbn(text).games.filter((g) => findTag(g, 'ScoreTable'));
    const original = boardGames(bytes.toString('utf-8'));
    expect(boardGames(out.text).map(optimumOf)).toEqual(original.map(optimumOf));
  });

  it('without tables, no Optimum tag', () => {
    const out = exportSessionPbn(club, sessionId)!;
    expect(out.text).not.toContain('[Optimum');
  });
});

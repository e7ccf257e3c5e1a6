// Round trips on a real SQLite club: every oracle file is imported and recorded as a session, exported
// as USEBIO 1.2 and as PBN 2.1, and each export imported and recorded again: the new session ranks the
// pairs with the same totals, percentages and places, and its travellers have the same scores and
// points. What a format cannot carry is named per file (the interchange README says the same).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { createResultsReader } from '../../src/site/results-reader';
import { LEAGUE_ADMIN_SEED, openImportClub } from '../support/import-club';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { tableBoardStreamDecider, tableBoardStreamId } from '@club/club';

const FIXTURES = new URL('../../../scoring/test/oracle/fixtures/', import.meta.url);
/** Every oracle file but the teams one, which records no session (its own test below). */
const FILES = readdirSync(FIXTURES)
  .filter((name) => /\.(pbn|xml)$/.test(name) && name !== 'team.pbn')
  .sort();
const admin = { memberId: 'la' };

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('export-round-trip-', LEAGUE_ADMIN_SEED));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../../scoring/test/oracle/fixtures/${name}`, import.meta.url));

/** Imports and records a file; the import id is the new session's id. */
async function recorded(fileName: string, bytes: Uint8Array): Promise<string> {
  const commands = leagueSiteCommands(club, 'demo');
  const { importId } = commands.importResults({ fileName, bytes });
  for (;;) {
    const progress = commands.importProgress(importId)!;
    if (progress.step === 'failed') throw new Error(`${fileName}: ${JSON.stringify(progress.problems)}`);
    if (progress.step === 'done') break;
    await new Promise((r) => setImmediate(r));
  }
  const outcome = await commands.recordImport({ importId, leagueId: null }, admin);
  if (!outcome.ok) throw new Error(`${fileName}: ${JSON.stringify(outcome)}`);
  await club.settle();
  return importId;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The ranking and every traveller line as the results pages read them. */
function resultsOf(sessionId: string) {
  const reader = createResultsReader(club, { clubId: 'demo' });
  const session = reader.sessionResults(sessionId)!;
  return {
    ranking: session.sections.flatMap((s) =>
      s.fields.flatMap((f) =>
        f.rows.map((r) => ({ pair: r.pair, total: round(r.total), percentage: round(r.percentage), rank: r.rank })),
      ),
    ),
    travellers: session.boards.map((board) =>
      reader
        .board(sessionId, board)!
        .traveller.map((t) => ({
          ns: t.ns,
          ew: t.ew,
          contract: t.contract,
          score: t.scoreNs,
          adjusted: t.adjusted ?? null,
          pct: [round(t.pctNs ?? null), round(t.pctEw ?? null)],
          imp: round(t.impNs ?? null),
        }))
        .sort((a, b) => a.ns.localeCompare(b.ns) || a.ew.localeCompare(b.ew)),
    ),
  };
}

/**
 * Not carried: a Bye row (butler.pbn's Howell has one sitting pair per round). Neither USEBIO nor the
 * PBN export writes one, so on reading back each pair has played 24 boards, not 28 with its sit-outs:
 * the travellers and places agree, the Butler totals are the 24-board ones (× 24/28).
 */
const BYE_SCALE: Record<string, number> = { 'butler.pbn': 24 / 28 };

/** `scale`: the totals' factor for what the format cannot carry (USEBIO: BYE_SCALE); PBN carries it all. */
function expectSameResults(again: string, original: string, scale = 1) {
  const [before, after] = [resultsOf(original), resultsOf(again)];
  expect(after.travellers).toEqual(before.travellers);
  expect(after.ranking).toEqual(before.ranking.map((r) => ({ ...r, total: round(r.total! * scale) })));
}

/** The Scoring tag each PBN export names: the original file's method and modifiers, as the club scored it. */
const SCORING: Record<string, string> = {
  'butler.pbn': 'IMP;Butler-2;Mean',
  'impcross.pbn': 'IMP;Cross',
  'pairs-2016-01-13.pbn': 'MatchPoints;MP1',
  'pairs-2016-02-03.pbn': 'MatchPoints;MP1',
  'pairs-2016-03-09.pbn': 'MatchPoints;MP1',
  'sm1.pbn': 'MatchPoints;MP1',
};

describe('export → import gives the same results, for every oracle file', () => {
  it('team.pbn: a teams file carries match totals, no table results: no session to export (named)', async () => {
    await expect(recorded('team.pbn', fixture('team.pbn'))).rejects.toThrow(/teams-file/);
  });

  for (const name of FILES) {
    it(`${name}: through USEBIO 1.2`, async () => {
      const original = await recorded(name, fixture(name));
      const out = leagueSiteCommands(club, 'demo').exportUsebio(original)!;
      if ('refused' in out) throw new Error(out.refused);
      expectSameResults(await recorded(out.fileName, Buffer.from(out.text)), original, BYE_SCALE[name]);
    }, 60_000);
  }

  for (const name of FILES.filter((file) => file.endsWith('.pbn'))) {
    it(`${name}: through PBN 2.1 (Scoring modifiers, artificial scores, Pen and Bye rows carried)`, async () => {
      const original = await recorded(name, fixture(name));
      const out = leagueSiteCommands(club, 'demo').exportPbn(original)!;
      expect(out.text).toContain(`[Scoring "${SCORING[name]}"]`);
      expectSameResults(await recorded(out.fileName, Buffer.from(out.text)), original);
    }, 60_000);
  }
});

// Last: it changes the session the file loops above recorded from pairs-2016-01-13.pbn.
describe('a session the director changed after the import: through PBN 2.1, the same results', () => {
  it('a Law 90 penalty (a Pen row), an artificial 55/45 % score (A with its percentage), a grade beside the table score', async () => {
    const original = await recorded('pairs-2016-01-13.pbn', fixture('pairs-2016-01-13.pbn'));
    const at = '2026-01-14T10:00:00.000Z';
    const clock = { now: at, publication: null };
    const stream = (table: number, board: number) =>
      tableBoardStreamId({ sessionId: original, section: 'A', table, board });
    const board1 = resultsOf(original).travellers[0]!;
    const penalised = board1[0]!.ns;
    // E-W keep the table's result beside N-S's grade (as Ruter's "A-" "+150").
    const reader = createResultsReader(club, { clubId: 'demo' });
    const atTable3 = reader.board(original, 1)!.traveller.find((t) => t.table === 3)!.scoreNs!;
    await executeBridge(club, stream(1, 1), tableBoardStreamDecider, {
      type: 'AssessProceduralPenalty',
      rulingId: null,
      contestant: penalised,
      amount: 2,
      unit: 'MP',
      law: '90',
      at,
    });
    const artificial = (percentage: number) => ({ kind: 'artificial-percentage' as const, percentage });
    await executeBridge(club, stream(2, 1), tableBoardStreamDecider, {
      type: 'AdjustScore',
      rulingId: null,
      laws: ['12C2'],
      ns: artificial(55),
      ew: artificial(45),
      appealId: null,
      clock,
    });
    await executeBridge(club, stream(3, 1), tableBoardStreamDecider, {
      type: 'AdjustScore',
      rulingId: null,
      laws: ['12C1a', '12C2'],
      ns: artificial(40),
      ew: { kind: 'assigned', outcome: { scoreNS: atTable3 } },
      appealId: null,
      clock,
    });
    await club.settle();
    const out = leagueSiteCommands(club, 'demo').exportPbn(original)!;
    expect(out.text).toMatch(/"Pen" "Pen" -2 - - -\n/);
    expect(out.text).toMatch(/"A" "A" [-\d.]+ [-\d.]+ 55 45\n/);
    const changed = resultsOf(original);
    expect(changed.travellers[0]!.map((t) => t.adjusted).filter(Boolean)).toHaveLength(2);
    expectSameResults(await recorded(out.fileName, Buffer.from(out.text)), original);
  }, 60_000);
});

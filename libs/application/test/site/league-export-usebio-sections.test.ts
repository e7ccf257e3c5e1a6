// The USEBIO export of a session of two sections on a real SQLite club (the demo's Monday pairs,
// mitchell1: sections A and B of six tables on the same 24 boards, each scored on its own), imported
// and recorded again: each section is a SECTION with its pairs numbered within it, the file says the
// sections were compared each on its own, and the new session ranks and scores as the first did.
// Not carried (named): the weighted score of board 5 at B's table 2 (USEBIO writes its points alone;
// read back, the board keeps its printed points, but recorded, the line is each side's share of the
// top and the other lines are compared without it), the procedural penalty on A's
// 4EW (Law 90, 25% of a 10-unit top: 2.5; USEBIO has no element for one) and the contract beside an
// artificial score (A4060 has none); exported and read again, the copy is a fixed point.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importUsebio } from '@club/interchange';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { createResultsReader } from '../../src/site/results-reader';
import { openSeededDemoClub } from './seeded-demo-club';

const CLUB = 'demo';
let club: Club;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('usebio-sections-'));
}, 300_000);

afterAll(() => close?.());

/** The standings the import's check showed, by pair as it names them. */
const checked = new Map<string, { pair: string; percentage: number | null; rank: number }[]>();

async function recorded(fileName: string, text: string): Promise<string> {
  const commands = leagueSiteCommands(club, CLUB);
  const { importId } = commands.importResults({ fileName, bytes: Buffer.from(text) });
  for (;;) {
    const progress = commands.importProgress(importId)!;
    if (progress.step === 'failed') throw new Error(`${fileName}: ${JSON.stringify(progress.problems)}`);
    if (progress.step === 'done') {
      checked.set(importId, progress.standings ?? []);
      break;
    }
    await new Promise((r) => setImmediate(r));
  }
  const outcome = await commands.recordImport({ importId, leagueId: null }, { memberId: 'to' });
  if (!outcome.ok) throw new Error(`${fileName}: ${JSON.stringify(outcome)}`);
  await club.settle();
  return importId;
}

const round = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100) / 100);

function resultsOf(sessionId: string) {
  const reader = createResultsReader(club, { clubId: CLUB });
  const session = reader.sessionResults(sessionId)!;
  return {
    sections: session.sections.map((s) => s.section),
    ranking: session.sections.flatMap((s) =>
      s.fields.flatMap((f) =>
        f.rows.map((r) => `${s.section} ${r.pair} ${round(r.total)} ${round(r.percentage)} ${r.rank}`),
      ),
    ),
    travellers: session.boards.flatMap((board) =>
      reader
        .board(sessionId, board)!
        .traveller.map((t) => {
          const played = t.adjusted?.startsWith('A') ? '' : `${t.contract} ${t.scoreNs}`;
          return `${board} ${t.section ?? ''} ${t.ns}-${t.ew} ${played} ${t.adjusted ?? ''} ${round(t.pctNs)} ${round(t.pctEw)}`;
        })
        .sort(),
    ),
  };
}

describe('USEBIO export of a session in two sections, read back through a real club', () => {
  it('mitchell1: a SECTION each, pairs numbered within it, the same ranking and travellers', async () => {
    const out = leagueSiteCommands(club, CLUB).exportUsebio('mitchell1')!;
    if ('refused' in out) throw new Error(out.refused);
    expect(out.text.match(/<SECTION SECTION_ID="[AB]">/g)).toEqual([
      '<SECTION SECTION_ID="A">',
      '<SECTION SECTION_ID="B">',
    ]);
    expect(out.text).toContain('<SECTION_COUNT>2</SECTION_COUNT>');
    const file = importUsebio(out.text, out.fileName);
    expect(file.event.sectionScoring).toBe('per-section');
    expect(file.participants.filter((p) => p.id === '1NS').map((p) => p.section)).toEqual(['A', 'B']);

    const again = await recorded(out.fileName, out.text);
    const [before, after] = [resultsOf('mitchell1'), resultsOf(again)];
    expect(after.sections).toEqual(['A', 'B']);
    // The check before recording scored each section on its own: A's 1NS and B's 1NS apart, as recorded.
    const shown = checked.get(again)!;
    expect(shown.map((s) => s.pair).filter((p) => p.endsWith(':1NS'))).toEqual(['A:1NS', 'B:1NS']);
    expect(shown.filter((s) => s.rank === 1)).toHaveLength(2);
    const pctIn = (ranking: string[], section: string, pair: string) =>
      ranking.find((r) => r.startsWith(`${section} ${pair} `))!.split(' ')[3];
    // The check scores the file's points: B's board 5 as the club scored it (the weighted line and the
    // lines compared with its outcomes keep their printed points), so B's percentages are the club's own;
    // recorded, the weighted line can only be each side's share of the top, the other lines compared
    // without it, so B's recorded percentages may differ. A's are the recorded ones.
    for (const s of shown) {
      const [section, pair] = s.pair.split(':') as [string, string];
      const expected = section === 'B' ? pctIn(before.ranking, section, pair) : pctIn(after.ranking, section, pair);
      expect(String(s.percentage), s.pair).toBe(expected);
    }
    const weighted = (line: string) => line.startsWith('5 B ');
    expect(before.travellers.filter((t) => weighted(t) && t.includes('weighted'))).toHaveLength(1);
    expect(after.travellers.filter((t) => !weighted(t))).toEqual(before.travellers.filter((t) => !weighted(t)));
    const sectionA = (ranking: string[]) => ranking.filter((r) => r.startsWith('A ') && !r.startsWith('A 4EW '));
    expect(sectionA(after.ranking)).toEqual(sectionA(before.ranking));
    const totalOf4EW = (ranking: string[]) => Number(ranking.find((r) => r.startsWith('A 4EW '))!.split(' ')[2]);
    expect(round(totalOf4EW(after.ranking) - totalOf4EW(before.ranking))).toBe(2.5);
    expect(after.ranking).toHaveLength(before.ranking.length);

    const copy = leagueSiteCommands(club, CLUB).exportUsebio(again)!;
    if ('refused' in copy) throw new Error(copy.refused);
    const third = resultsOf(await recorded(copy.fileName, copy.text));
    expect(third).toEqual(after);
  }, 120_000);
});

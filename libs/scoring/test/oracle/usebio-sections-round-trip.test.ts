// Round trip of a session of several sections through USEBIO 1.2: each section a SECTION with its
// pairs numbered within it (1NS in A and 1NS in B), scored each section on its own or across the
// field; the file read back says which (from its printed points) and scores to the same results.
// The two-section sessions are real club files put side by side on the same board numbers:
// matchpoints, mp_pairs_mitchell.xml (A) and mp_pairs_mitchell_adjusted.xml (B), 27 boards each;
// Butler, butler_mitchell.xml (A, 35 boards) and mp_pairs_mitchell.xml's scores (B, boards 1–27).
// Cross-IMPs: impcross.pbn's three sections N, M, O as Ruter wrote them.
import { exportUsebio, importUsebio, type SessionResults, type UsebioLine, type UsebioPair } from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { pairsOptionsFromFile, scorePairsSession, sessionBoards, type PairsMethod, type PairsSession } from '../../src';
import { loadFixture } from './oracle-files';
import { usebioLineOf, usebioPairOf } from './usebio-lines';

type SectionScoring = 'per-section' | 'across-field';

/** Files side by side as sections `A`, `B`... (a file that names its own sections keeps them). */
function sideBySide(method: PairsMethod, names: readonly string[]): SessionResults {
  const files = names.map((name, i) => {
    const file = loadFixture(name);
    const section = String.fromCharCode(65 + i);
    const own = (s: string | null) => (names.length === 1 ? s : section);
    return {
      ...file,
      participants: file.participants.map((p) => ({ ...p, section: own(p.section) })),
      boards: file.boards.map((b) => ({ ...b, results: b.results.map((r) => ({ ...r, section: own(r.section) })) })),
    };
  });
  const numbers = [...new Set(files.flatMap((f) => f.boards.map((b) => b.board)))].sort((a, b) => a - b);
  const first = files[0]!;
  return {
    ...first,
    event: { ...first.event, method },
    participants: files.flatMap((f) => f.participants),
    boards: numbers.map((board) => {
      const found = files.flatMap((f) => f.boards.filter((b) => b.board === board));
      return { ...found[0]!, results: found.flatMap((b) => b.results) };
    }),
  };
}

/** The session's scorings: one per section, or one across the field with pairs named `<section>:<pair>`. */
function scoredBy(file: SessionResults, how: SectionScoring, method: PairsMethod) {
  const options = pairsOptionsFromFile(file, method);
  const sections = [...new Set(file.participants.map((p) => p.section!))];
  const parts =
    how === 'across-field'
      ? [
          {
            ...file,
            participants: file.participants.map((p) => ({ ...p, id: `${p.section}:${p.id}` })),
            boards: file.boards.map((b) => ({
              ...b,
              results: b.results.map((r) => ({ ...r, ns: `${r.section}:${r.ns}`, ew: `${r.section}:${r.ew}` })),
            })),
          },
        ]
      : sections.map((section) => ({
          ...file,
          participants: file.participants.filter((p) => p.section === section),
          boards: file.boards
            .map((b) => ({ ...b, results: b.results.filter((r) => r.section === section) }))
            .filter((b) => b.results.length > 0),
        }));
  return parts.map((part) => ({ part, scored: scorePairsSession(sessionBoards(part), options) }));
}

const EVENT_TYPE = { MP: 'MP_PAIRS', 'IMP-BUTLER': 'BUTLER_PAIRS', 'IMP-CROSS': 'CROSS_IMP' } as const;

function written(file: SessionResults, how: SectionScoring, method: keyof typeof EVENT_TYPE): string {
  const mp = method === 'MP';
  const within = (section: string, id: string) => (how === 'across-field' ? id.slice(section.length + 1) : id);
  const sections = new Map<string, { pairs: UsebioPair[]; boards: Map<number, UsebioLine[]> }>();
  const sectionOf = (id: string) => {
    const found = sections.get(id) ?? { pairs: [], boards: new Map<number, UsebioLine[]>() };
    sections.set(id, found);
    return found;
  };
  for (const { part, scored } of scoredBy(file, how, method)) {
    for (const p of part.participants)
      sectionOf(p.section!).pairs.push(usebioPairOf(p, scored, within(p.section!, p.id), p.id));
    part.boards.forEach((b, bi) =>
      b.results.forEach((r, i) => {
        const lines = sectionOf(r.section!).boards;
        const line = usebioLineOf(r, scored.boards[bi]!.rows[i]!, mp, {
          ns: within(r.section!, r.ns!),
          ew: within(r.section!, r.ew!),
        });
        lines.set(b.board, [...(lines.get(b.board) ?? []), line]);
      }),
    );
  }
  return exportUsebio({
    clubName: 'Club',
    eventName: `${method} in ${sections.size} sections, ${how}`,
    date: file.event.date,
    eventType: EVENT_TYPE[method],
    programName: 'Club platform',
    sections: [...sections.entries()].map(([id, s]) => ({
      id,
      pairs: s.pairs,
      boards: [...s.boards.entries()].map(([board, lines]) => ({
        board,
        // Butler: the datum each line was scored against (one per field), as Compscore writes it.
        ...(method === 'IMP-BUTLER' ? { average: datumOf(file, how, method, id, board) } : {}),
        lines,
      })),
    })),
    deals: file.boards.map((b) => ({ board: b.board, deal: b.deal })),
  });
}

function datumOf(file: SessionResults, how: SectionScoring, method: PairsMethod, section: string, board: number) {
  const scorings = scoredBy(file, how, method);
  const { scored } =
    scorings.length === 1 ? scorings[0]! : scorings.find((s) => s.part.participants[0]!.section === section)!;
  return scored.boards.find((b) => b.board === board)?.datum ?? null;
}

/** Every pair's rows and totals, by section and pair number, whatever the order of the lines. */
function results(scorings: ReturnType<typeof scoredBy>) {
  const rows = scorings.flatMap(({ scored }: { scored: PairsSession }) =>
    scored.boards.flatMap((b) =>
      b.rows.map(
        (r) => `${b.board} ${r.ns}-${r.ew} ${JSON.stringify([r.nsSide, r.ewSide, r.mpNS, r.mpEW, r.impNS, r.impEW])}`,
      ),
    ),
  );
  const totals = scorings.flatMap(({ scored }) =>
    scored.totals.map((t) => `${t.pair} ${t.total} ${t.percentage} ${t.rank}`),
  );
  return { rows: rows.sort(), totals: totals.sort() };
}

const SESSIONS = [
  { method: 'MP', files: ['mp_pairs_mitchell.xml', 'mp_pairs_mitchell_adjusted.xml'] },
  { method: 'IMP-BUTLER', files: ['butler_mitchell.xml', 'mp_pairs_mitchell.xml'] },
  { method: 'IMP-CROSS', files: ['impcross.pbn'] },
] as const;

describe('USEBIO 1.2 round trip of a session in several sections', () => {
  for (const { method, files } of SESSIONS) {
    for (const how of ['per-section', 'across-field'] as const) {
      test(`${method}, ${files.join(' + ')}, scored ${how}: the same results read back`, () => {
        const file = sideBySide(method, files);
        const text = written(file, how, method);
        const again = importUsebio(text, 'sections.xml');
        const sections = [...new Set(file.participants.map((p) => p.section))];

        expect(text.match(/<SECTION SECTION_ID="/g)).toHaveLength(sections.length);
        expect(again.event.sectionScoring).toBe(how);
        // Each pair read back in its own section, numbered within it (A's 1NS and B's 1NS both there).
        const pairs = (s: SessionResults) => s.participants.map((p) => `${p.section} ${p.id} ${p.names.join(' & ')}`);
        expect(pairs(again).sort()).toEqual(pairs(file).sort());
        expect(again.boards.flatMap((b) => b.results).length).toBe(file.boards.flatMap((b) => b.results).length);
        expect(results(scoredBy(again, how, method))).toEqual(results(scoredBy(file, how, method)));
      });
    }
  }

  test('the two scorings differ (so reading which one the file used matters)', () => {
    const file = sideBySide('MP', SESSIONS[0].files);
    const [per, across] = [scoredBy(file, 'per-section', 'MP'), scoredBy(file, 'across-field', 'MP')];
    const topOf = (s: ReturnType<typeof scoredBy>) => s[0]!.scored.boards[0]!.topUnits;
    // Board 1: 19 results in A, 21 in B (arithmetic: top 2 × (19 − 1) = 36 in A; 2 × (40 − 1) = 78 across).
    expect([topOf(per), topOf(across)]).toEqual([36, 78]);
  });
});

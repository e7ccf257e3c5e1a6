// Round trip through USEBIO 1.2: every pairs oracle file is read, scored, written as USEBIO with our
// points and totals, read again and scored again with the contest's options: the same scores,
// matchpoints/IMPs, totals, percentages and ranks, and the points the written file prints are ours.
// What USEBIO cannot carry is named per file below (the interchange README says the same).
import { formatPbnDeal, parsePbnDeal } from '@club/bridge';
import {
  exportUsebio,
  importUsebio,
  type SessionResults,
  type UsebioBoard,
  type UsebioExport,
  type UsebioPair,
} from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { pairsOptionsFromFile, scorePairsSession, sessionBoards, type PairsMethod, type PairsSession } from '../../src';
import { agreesWithPrinted, loadFixture, scoredSummary } from './oracle-files';
import { usebioLineOf, usebioPairOf } from './usebio-lines';

const EVENT_TYPE = {
  MP: 'MP_PAIRS',
  'MP-NA': 'MP_PAIRS',
  'IMP-BUTLER': 'BUTLER_PAIRS',
  'IMP-CROSS': 'CROSS_IMP',
} as const;

function usebioOf(file: SessionResults, scored: PairsSession, method: PairsMethod): UsebioExport {
  const mp = method === 'MP' || method === 'MP-NA';
  return {
    clubName: file.event.site ?? 'Club',
    eventName: file.event.name,
    date: file.event.date,
    eventType: EVENT_TYPE[method],
    programName: 'Club platform',
    sections: [{ id: 'A', pairs: pairsOf(file, scored), boards: boardsOf(file, scored, mp) }],
    deals: file.boards.map((b) => ({ board: b.board, deal: b.deal })),
  };
}

function pairsOf(file: SessionResults, scored: PairsSession): UsebioPair[] {
  return file.participants.map((p) => usebioPairOf(p, scored));
}

function boardsOf(file: SessionResults, scored: PairsSession, mp: boolean): UsebioBoard[] {
  return file.boards.map((b, bi) => ({
    board: b.board,
    lines: b.results.map((r, i) => usebioLineOf(r, scored.boards[bi]!.rows[i]!, mp)),
  }));
}

/** What a USEBIO file cannot hold of this session (PBN Bye rows, Ruter's penalty and one-pair rows), counted. */
function notCarried(file: SessionResults): string[] {
  const rows = file.boards.flatMap((b) => b.results);
  const counts = {
    'Bye rows': file.boards.flatMap((b) => b.sitOuts).length,
    'penalty rows': file.boards.flatMap((b) => b.penalties ?? []).length,
    'results against a missing pair': rows.filter((r) => r.ns === null || r.ew === null).length,
    'rows graded on one side only': rows.filter(
      (r) => r.adjusted && (r.adjusted.nsPercent === null || r.adjusted.ewPercent === null),
    ).length,
  };
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what}`);
}

/** The most boards any pair played or sat out. */
function boardsPerPair(file: SessionResults): number {
  const boards = new Map<string, number>();
  const count = (pair: string | null) => pair !== null && boards.set(pair, (boards.get(pair) ?? 0) + 1);
  for (const b of file.boards) {
    for (const r of b.results) [r.ns, r.ew].forEach(count);
    for (const s of b.sitOuts) count(s.pair);
  }
  return Math.max(...boards.values());
}

/** Named gaps: each of these files has Bye rows USEBIO cannot write (the totals agree regardless). */
const NOT_CARRIED: Record<string, readonly string[]> = {
  'butler.pbn': ['28 Bye rows'],
  'pairs-2016-01-13.pbn': ['21 Bye rows'],
  'pairs-2016-02-03.pbn': ['21 Bye rows'],
};

const FILES = [
  'butler_mitchell.xml',
  'mp_pairs_mitchell.xml',
  'mp_pairs_mitchell_adjusted.xml',
  'butler.pbn',
  'impcross.pbn',
  'pairs-2016-01-13.pbn',
  'pairs-2016-02-03.pbn',
  'pairs-2016-03-09.pbn',
  'sm1.pbn',
];

describe('USEBIO 1.2 round trip of every pairs oracle file', () => {
  test.each(FILES)('%s: export → import → the same results', (name) => {
    const file = loadFixture(name);
    const method = file.event.method as PairsMethod;
    const options = pairsOptionsFromFile(file, method);
    const scored = scorePairsSession(sessionBoards(file), options);
    const text = exportUsebio(usebioOf(file, scored, method));
    const again = importUsebio(text, `${name}.xml`);
    // USEBIO has no Bye rows: the boards each pair is scored over (a session fact) is given on re-reading.
    const rescored = scorePairsSession(sessionBoards(again), { ...options, boardsPerPair: boardsPerPair(file) });

    expect(notCarried(again)).toEqual([]);
    expect(again.event).toMatchObject({ name: file.event.name, date: file.event.date, method });
    const deals = (s: SessionResults) =>
      s.boards.map((b) => [b.board, b.deal && formatPbnDeal(parsePbnDeal(b.deal, { complete: false }))]);
    expect(deals(again)).toEqual(deals(file));
    expect(again.participants.map((p) => [p.id, p.names, p.federationIds ?? p.names.map(() => null)])).toEqual(
      file.participants.map((p) => [p.id, p.names, p.federationIds ?? p.names.map(() => null)]),
    );
    expect(scoredSummary(rescored)).toEqual(scoredSummary(scored));
    expect(notCarried(file)).toEqual(NOT_CARRIED[name] ?? []);
    const points =
      method === 'MP' || method === 'MP-NA'
        ? 'MATCH_POINTS'
        : method === 'IMP-BUTLER'
          ? 'BUTLER_POINTS'
          : 'CROSS_IMP_POINTS';
    const printed = again.boards.flatMap((b, bi) => b.results.map((r, i) => ({ r, row: scored.boards[bi]!.rows[i]! })));
    const mp = method === 'MP' || method === 'MP-NA';
    const wrong = printed.filter(
      ({ r, row }) =>
        !agreesWithPrinted((mp ? row.mpNS : row.impNS)!, r.oracle[`NS_${points}`]) ||
        !agreesWithPrinted((mp ? row.mpEW : row.impEW)!, r.oracle[`EW_${points}`]),
    );
    expect(wrong.map(({ r }) => `${r.ns}-${r.ew} line ${r.line}`)).toEqual([]);
  });

  test('team.pbn: a teams file has no USEBIO pairs event to go to (named, not written)', () => {
    expect(loadFixture('team.pbn').event.method).toBe('TEAMS');
  });
});

// Round trip through PBN 2.1: every pairs oracle file is read, scored, written as PBN (the Scoring tag
// with its modifiers, a ScoreTable a board with our points, artificial scores as the file wrote them,
// Pen and Bye rows), read again and scored again with the options the written file states: the same
// scores, matchpoints/IMPs, totals, percentages and ranks, and the points the written file prints are ours.
import { readdirSync } from 'node:fs';
import { formatContract } from '@club/bridge';
import {
  exportPbn,
  importPbn,
  pbnScoring,
  scoreTableTag,
  type PbnScoreRow,
  type SessionResults,
  type TableResult,
} from '@club/interchange';
import { describe, expect, test } from 'vitest';
import {
  pairsOptionsFromFile,
  scorePairsSession,
  sessionBoards,
  type PairsMethod,
  type PairsSession,
  type ScoredRow,
} from '../../src';
import { agreesWithPrinted, fixturePath, loadFixture, scoredSummary } from './oracle-files';

function resultRow(r: TableResult, row: ScoredRow, mp: boolean): PbnScoreRow {
  const a = r.adjusted;
  const side = (percentage: number | null) =>
    percentage === null ? { scoreNS: r.scoreNS! } : { percentage: percentage };
  return {
    kind: 'result',
    section: r.section,
    table: r.table,
    round: r.round,
    ns: r.ns,
    ew: r.ew,
    contract: r.contract === null ? null : formatContract(r.contract),
    declarer: r.declarer,
    tricks: r.tricks,
    lead: r.lead,
    scoreNS: r.scoreNS,
    ...(a
      ? { adjusted: { ns: side(a.nsPercent), ew: side(a.ewPercent) } }
      : r.assignedSides
        ? { adjusted: { ns: { scoreNS: r.assignedSides.ns }, ew: { scoreNS: r.assignedSides.ew } } }
        : r.assigned && r.scoreNS !== null
          ? { adjusted: { ns: { scoreNS: r.scoreNS }, ew: { scoreNS: r.scoreNS } } }
          : {}),
    points: mp ? [row.mpNS, row.mpEW] : [row.impNS, row.impEW],
    percentages: [row.pctNS, row.pctEW],
  };
}

function pbnOf(file: SessionResults, scored: PairsSession, method: PairsMethod): string {
  const options = pairsOptionsFromFile(file, method);
  const mp = method === 'MP' || method === 'MP-NA';
  const scoring = pbnScoring({ method, cross: options.cross, datum: options.datum });
  return exportPbn(
    file.boards.map((b, bi) => {
      const rows: PbnScoreRow[] = [
        ...b.results.map((r, i) => resultRow(r, scored.boards[bi]!.rows[i]!, mp)),
        ...(b.penalties ?? []).map((p) => ({
          kind: 'penalty' as const,
          section: p.section,
          table: p.table,
          round: p.round,
          ns: p.ns,
          ew: p.ew,
          points: [p.nsPoints, p.ewPoints] as const,
        })),
        ...b.sitOuts.map((s) => ({ kind: 'bye' as const, ...s })),
      ];
      return {
        tags: [
          { name: 'Event', value: file.event.name },
          { name: 'Board', value: String(b.board) },
          ...(b.dealer ? [{ name: 'Dealer', value: b.dealer }] : []),
          ...(b.vulnerability ? [{ name: 'Vulnerable', value: b.vulnerability }] : []),
          ...(b.deal ? [{ name: 'Deal', value: b.deal }] : []),
          { name: 'Scoring', value: scoring },
          scoreTableTag(mp ? 'MP' : 'IMP', rows),
        ],
      };
    }),
  );
}

/** Every PBN oracle file but the teams one (match totals, no table results: no pairs session to write). */
const FILES = readdirSync(fixturePath('.'))
  .filter((name) => name.endsWith('.pbn') && name !== 'team.pbn')
  .sort();

describe('PBN 2.1 round trip of every pairs oracle file', () => {
  test.each(FILES)('%s: export → import → the same results', (name) => {
    expect(FILES).toHaveLength(6);
    const file = loadFixture(name);
    const method = file.event.method as PairsMethod;
    const scored = scorePairsSession(sessionBoards(file), pairsOptionsFromFile(file, method));
    const again = importPbn(pbnOf(file, scored, method), `again-${name}`);
    const rescored = scorePairsSession(sessionBoards(again), pairsOptionsFromFile(again, method));

    expect(again.event.method).toBe(method);
    expect(again.boards.map((b) => [b.board, b.deal, b.sitOuts.length, b.penalties?.length ?? 0])).toEqual(
      file.boards.map((b) => [b.board, b.deal, b.sitOuts.length, b.penalties?.length ?? 0]),
    );
    expect(scoredSummary(rescored)).toEqual(scoredSummary(scored));
    const mp = method === 'MP' || method === 'MP-NA';
    const unit = mp ? 'MP' : 'IMP';
    const printed = again.boards.flatMap((b, bi) =>
      b.results.map((r, i) => ({ r, row: rescored.boards[bi]!.rows[i]! })),
    );
    const wrong = printed.filter(
      ({ r, row }) =>
        !agreesWithPrinted((mp ? row.mpNS : row.impNS)!, r.oracle[`${unit}_NS`]) ||
        !agreesWithPrinted((mp ? row.mpEW : row.impEW)!, r.oracle[`${unit}_EW`]),
    );
    expect(wrong.map(({ r }) => `${r.ns}-${r.ew} line ${r.line}`)).toEqual([]);
  });
});

// What our scoring of a file writes as USEBIO: a participant as a PAIR with its total, percentage and
// place, a result as a TRAVELLER_LINE with its score (or artificial A6040) and the method's points.
import type { Participant, TableResult, UsebioLine, UsebioPair } from '@club/interchange';
import type { PairsSession, ScoredRow } from '../../src';

/** `id` is the number written (within its section); `scoredAs` the pair as the scoring named it. */
export function usebioPairOf(p: Participant, scored: PairsSession, id = p.id, scoredAs = p.id): UsebioPair {
  const total = scored.totals.find((t) => t.pair === scoredAs);
  return {
    id,
    direction: p.direction === 'NS' || p.direction === 'EW' ? p.direction : null,
    players: p.names.map((name, i) => ({ name, federationId: p.federationIds?.[i] ?? null })),
    total: total?.total ?? null,
    percentage: total?.percentage ?? null,
    place: total?.rank ?? null,
  };
}

export function usebioLineOf(r: TableResult, row: ScoredRow, mp: boolean, ids = { ns: r.ns!, ew: r.ew! }): UsebioLine {
  const artificial = r.adjusted && r.adjusted.nsPercent !== null && r.adjusted.ewPercent !== null;
  return {
    ...ids,
    contract: artificial ? null : r.contract,
    declarer: r.declarer,
    lead: r.lead,
    tricks: r.tricks,
    score: artificial
      ? { nsPercent: r.adjusted!.nsPercent!, ewPercent: r.adjusted!.ewPercent! }
      : row.nsSide.kind === 'score'
        ? row.nsSide.scoreNS
        : r.scoreNS,
    nsPoints: mp ? row.mpNS : row.impNS,
    ewPoints: mp ? row.mpEW : row.impEW,
  };
}

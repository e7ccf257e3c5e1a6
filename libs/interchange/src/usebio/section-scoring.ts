// How a USEBIO file's program compared the results of several sections: each section on its own or
// all together across the field. USEBIO 1.2 has no element saying so, but the printed points do, by
// the method's arithmetic (boards whose lines are all artificial scores, or lack points, decide nothing):
// - matchpoints: a line's NS + EW points are the board's top, 2 × (results compared − 1): the
//   section's results (per section) or every section's (across the field);
// - Butler: the sections' BOARD_AVERAGE (the datum) of a board differ when each section has its own;
// - cross-IMPs: each comparison counts once for and once against, so the NS points of the results
//   compared together sum to zero: every section's sum is zero only when each is compared on its own.
// Boards that point both ways, or none that decides, leave it unknown (null).
import type { UsebioEventType } from './export-usebio';

export type SectionScoring = 'per-section' | 'across-field';

/** A traveller line's printed points; `artificial` when its SCORE is an artificial one (A6040). */
export interface PrintedLine {
  readonly nsPoints: number | null;
  readonly ewPoints: number | null;
  readonly artificial: boolean;
}

/** One section's traveller of a board, as the file prints it. */
export interface PrintedTraveller {
  readonly section: string;
  readonly board: number;
  readonly average: number | null;
  readonly lines: readonly PrintedLine[];
}

export function sectionScoringOf(
  eventType: string | null,
  travellers: readonly PrintedTraveller[],
): SectionScoring | null {
  const sections = new Set(travellers.map((t) => t.section));
  if (sections.size < 2) return null;
  const byBoard = new Map<number, PrintedTraveller[]>();
  for (const t of travellers) byBoard.set(t.board, [...(byBoard.get(t.board) ?? []), t]);
  const votes = new Set<SectionScoring>();
  for (const board of byBoard.values()) {
    if (new Set(board.map((t) => t.section)).size < 2) continue;
    const vote = VOTERS[eventType as UsebioEventType]?.(board) ?? null;
    if (vote !== null) votes.add(vote);
  }
  return votes.size === 1 ? [...votes][0]! : null;
}

const VOTERS: Record<UsebioEventType, (board: readonly PrintedTraveller[]) => SectionScoring | null> = {
  MP_PAIRS: matchpointTops,
  BUTLER_PAIRS: butlerDatums,
  CROSS_IMP: crossImpSums,
};

const close = (a: number, b: number, tolerance = 0.01) => Math.abs(a - b) <= tolerance;

function matchpointTops(board: readonly PrintedTraveller[]): SectionScoring | null {
  const field = board.reduce((n, t) => n + t.lines.length, 0);
  const votes = new Set<SectionScoring>();
  for (const t of board) {
    for (const line of t.lines) {
      if (line.artificial || line.nsPoints === null || line.ewPoints === null) continue;
      const top = line.nsPoints + line.ewPoints;
      if (close(top, 2 * (field - 1))) votes.add('across-field');
      else if (close(top, 2 * (t.lines.length - 1))) votes.add('per-section');
      else return null;
    }
  }
  return votes.size === 1 ? [...votes][0]! : null;
}

function butlerDatums(board: readonly PrintedTraveller[]): SectionScoring | null {
  const datums = board.map((t) => t.average);
  if (datums.some((d) => d === null)) return null;
  return datums.every((d) => close(d!, datums[0]!)) ? 'across-field' : 'per-section';
}

function crossImpSums(board: readonly PrintedTraveller[]): SectionScoring | null {
  const lines = board.flatMap((t) => t.lines);
  if (lines.some((l) => l.artificial || l.nsPoints === null)) return null;
  // Points are printed to two decimals: each line may be off by half a hundredth.
  const zeroSum = (t: PrintedTraveller) =>
    close(
      t.lines.reduce((sum, l) => sum + l.nsPoints!, 0),
      0,
      0.005 * t.lines.length + 1e-9,
    );
  return board.every(zeroSum) ? 'per-section' : 'across-field';
}

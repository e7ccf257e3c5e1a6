// Law 90 procedural penalties of a field's table-boards, summed per contestant and unit. A penalty
// is separate from the board score: it comes off the contestant's total after the board comparison
// (spec §8.6), never balances, and in an individual event it is the penalised player's alone
// (Law 12C3). The Laws fix no unit; each scoring applies the units it can express (matchpoints and
// percent of a top in a matchpoint game, IMPs in an IMP game, IMPs before or VPs after the
// conversion in a teams match): a penalty in any other unit is listed as not applied, never dropped.
import type { PenaltyUnit } from '@club/club';
import type { PairsMethod } from '@club/scoring';
import type { TableBoardEntry } from './session-document';

export interface UnappliedPenalty {
  readonly contestant: string;
  readonly amount: number;
  readonly unit: string;
  readonly law: string;
  readonly board: number;
  readonly table: number;
  readonly reason: string;
}

export interface FieldPenalties {
  /** The amount of a unit assessed on a contestant (0 when none). */
  amount(contestant: string, unit: PenaltyUnit): number;
  readonly unapplied: readonly UnappliedPenalty[];
}

/**
 * The penalties on `entries` in the units `applies`; `nameOf` names the contestant as the field
 * ranks it (across-field pairs carry their section, a team pair its team; an individual's
 * partnership both its players, a player himself).
 */
export function fieldPenalties(
  entries: readonly TableBoardEntry[],
  scoring: string,
  applies: readonly PenaltyUnit[],
  nameOf: (entry: TableBoardEntry, contestant: string) => string | readonly string[],
): FieldPenalties {
  const sums = new Map<string, number>();
  const unapplied: UnappliedPenalty[] = [];
  for (const e of entries) {
    for (const p of e.penalties) {
      const named = nameOf(e, p.contestant);
      for (const contestant of typeof named === 'string' ? [named] : named) {
        if (applies.includes(p.unit as PenaltyUnit)) {
          const key = `${contestant}\u0000${p.unit}`;
          sums.set(key, (sums.get(key) ?? 0) + p.amount);
        } else {
          const reason = `a penalty in ${p.unit} cannot be applied to a ${scoring} total (it takes ${applies.join(' or ')})`;
          unapplied.push({
            contestant,
            amount: p.amount,
            unit: p.unit,
            law: p.law,
            board: e.board,
            table: e.table,
            reason,
          });
        }
      }
    }
  }
  return { amount: (contestant, unit) => sums.get(`${contestant}\u0000${unit}`) ?? 0, unapplied };
}

/** The units a pairs method takes penalties in. */
export const pairsPenaltyUnits = (method: PairsMethod): readonly PenaltyUnit[] =>
  method === 'MP' || method === 'MP-NA' ? ['MP', '%top'] : ['IMP'];

/**
 * A contestant's total and percentage after its penalties, in a pairs method: a `%top` penalty is a
 * share of one board's top (the session's largest, `boardTop` units); an `MP` penalty is in the
 * method's matchpoints (2/1/0 units for MP, 1/½/0 for MP-NA: 2 units each); `IMP` off an IMP total.
 * `penalties` is what came off, in the total's own unit.
 */
export function afterPenalties(
  contestant: string,
  scored: { readonly total: number; readonly percentage: number | null; readonly topUnits: number | null },
  penalties: FieldPenalties,
  method: PairsMethod,
  boardTop: number,
): { total: number; percentage: number | null; penalties: number } {
  const isMP = method === 'MP' || method === 'MP-NA';
  const unitsPerMatchpoint = method === 'MP-NA' ? 2 : 1;
  const top = scored.topUnits ?? 0;
  const unitsOff = isMP
    ? penalties.amount(contestant, 'MP') * unitsPerMatchpoint + (penalties.amount(contestant, '%top') / 100) * boardTop
    : 0;
  const off = isMP ? unitsOff / unitsPerMatchpoint : penalties.amount(contestant, 'IMP');
  const percentage =
    scored.percentage === null ? null : top === 0 ? scored.percentage : scored.percentage - (100 * unitsOff) / top;
  return { total: scored.total - off, percentage, penalties: off };
}

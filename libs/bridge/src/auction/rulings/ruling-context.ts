// What a ruling on the pending irregularity needs to know, and the shape of one ruling option.
import { leftOf, partnerOf, type Seat } from '../../table/seat';
import type { Call } from '../call';
import type { AuctionState, CallEntry, PendingIrregularity } from '../auction-state';
import type { LeadRestrictionArmed, Rectification } from '../rectification';
import type { OptionWords } from '../../director/option-words';

export interface RulingContext {
  readonly state: AuctionState;
  readonly irregularity: PendingIrregularity;
  readonly call: Call;
  readonly offender: Seat;
  readonly partner: Seat;
  readonly lho: Seat;
  /** Calls made while the director was required, in order. */
  readonly held: readonly CallEntry[];
  /** The offender's LHO called over the irregularity before the ruling: the Laws' acceptance or condonation. */
  readonly condoned: boolean;
}

/** What the offender's substitute call must be, for options that need one. */
export type ReplacementRule = 'lowest-sufficient-same-strain' | 'legal' | 'sufficient-or-pass';

export interface RulingDraft {
  readonly option: string;
  readonly laws: readonly string[];
  /** What the option does, as a code and its values (the English in optionInEnglish). */
  readonly words: OptionWords;
  /** Law 10C: the non-offending LHO chooses acceptance; everything else is the director's. */
  readonly chooser: 'lho' | 'director';
  readonly replacement?: ReplacementRule;
  /** Held calls stay and are examined afresh after the ruling (acceptance, condonation); otherwise they are cancelled. */
  readonly keepsHeld?: boolean;
  readonly rectify: (replacement: Call | undefined) => Rectification[];
}

export function rulingContext(state: AuctionState): RulingContext | undefined {
  const irregularity = state.pending;
  if (!irregularity) return undefined;
  const entry = state.entries.find((e) => e.at === irregularity.at)!;
  const held = state.entries.filter((e) => e.status === 'held');
  const offender = irregularity.offender;
  return {
    state,
    irregularity,
    call: entry.call,
    offender,
    partner: partnerOf(offender),
    lho: leftOf(offender),
    held,
    condoned: held[0]?.seat === leftOf(offender),
  };
}

/** Law 26: a withdrawn bid in a suit arms 26A2 for that suit; any other withdrawn call arms 26B. */
export function leadRestriction(offender: Seat, withdrawn: Call): LeadRestrictionArmed {
  const base = { kind: 'LeadRestrictionArmed' as const, target: partnerOf(offender), offender };
  return withdrawn.kind === 'Bid' && withdrawn.strain !== 'NT'
    ? { ...base, law: '26A2', suits: [withdrawn.strain] }
    : { ...base, law: '26B' };
}

export const watch = (law: string): Rectification => ({ kind: 'AdjustmentWatch', law });
export const everyTurn = (seat: Seat, law: string): Rectification => ({
  kind: 'ForcedPass',
  seat,
  scope: 'every-turn',
  law,
});
export const nextTurn = (seat: Seat, law: string): Rectification => ({
  kind: 'ForcedPass',
  seat,
  scope: 'next-turn',
  law,
});
export const cancel = (...callSeqs: number[]): Rectification => ({ kind: 'CallCancelled', callSeqs });

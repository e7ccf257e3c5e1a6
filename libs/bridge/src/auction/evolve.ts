// evolve(state, event): folds one auction event into the state. Pure; never refuses.
import type { Seat } from '../table/seat';
import type { AuctionEvent } from './auction-events';
import type { AuctionState, CallEntry, CallStatus } from './auction-state';
import { PASS } from './call';
import type { AuctionObligation, Rectification } from './rectification';

export function evolve(state: AuctionState, event: AuctionEvent): AuctionState {
  switch (event.type) {
    case 'CallMade': {
      const status: CallStatus = state.pending ? 'held' : 'standing';
      const entry: CallEntry = { at: event.at, seat: event.seat, call: event.call, status };
      const next = { ...state, entries: [...state.entries, entry], nextAt: Math.max(state.nextAt, event.at + 1) };
      return status === 'standing' ? turnTaken(next, event.seat) : next;
    }
    case 'PassDeemed': {
      const entry: CallEntry = { at: event.at, seat: event.seat, call: PASS, status: 'standing', deemedBy: event.law };
      const index = event.before === undefined ? -1 : state.entries.findIndex((e) => e.at === event.before);
      const entries = index < 0 ? [...state.entries, entry] : state.entries.toSpliced(index, 0, entry);
      return turnTaken({ ...state, entries, nextAt: Math.max(state.nextAt, event.at + 1) }, event.seat);
    }
    case 'IrregularityFound': {
      const { at, ...irregularity } = event.irregularity;
      return {
        ...withStatus(state, [at], 'pending'),
        pending: { ...irregularity, at, turnOf: event.turnOf },
        irregularities: [...state.irregularities, event.irregularity],
      };
    }
    case 'CallHeldForRuling':
      return withStatus(state, [event.at], 'held');
    case 'HeldCallReleased': {
      const entry = state.entries.find((e) => e.at === event.at);
      const next = withStatus(state, [event.at], 'standing');
      return entry ? turnTaken(next, entry.seat) : next;
    }
    case 'RectificationApplied':
      return event.rectifications.reduce(applyRectification, { ...state, pending: undefined });
    case 'ObligationTriggered': {
      const remaining = state.obligations.filter(
        (o) => !(o.seat === event.seat && (o.kind === 'RhoCallDecides' || o.kind === 'OffenderCallDecides')),
      );
      return event.rectifications.reduce(applyRectification, { ...state, obligations: remaining });
    }
    case 'AuctionCompleted':
    case 'PassedOut':
      return state; // derived from the standing calls; the events are for other streams to read
  }
}

export function evolveAll(state: AuctionState, events: readonly AuctionEvent[]): AuctionState {
  return events.reduce(evolve, state);
}

function applyRectification(state: AuctionState, r: Rectification): AuctionState {
  switch (r.kind) {
    case 'CallAccepted':
      return withStatus(state, [r.callSeq], 'standing');
    case 'CallCancelled':
      return withStatus(state, r.callSeqs, 'cancelled');
    case 'PassSubstituted': {
      const entry: CallEntry = {
        at: state.nextAt,
        seat: r.seat,
        call: PASS,
        status: 'standing',
        deemedBy: 'substituted',
      };
      const index = state.entries.findIndex((e) => e.at === r.forCallSeq);
      const entries = state.entries.toSpliced(index < 0 ? state.entries.length : index + 1, 0, entry);
      return turnTaken({ ...state, entries, nextAt: state.nextAt + 1 }, r.seat);
    }
    case 'ForcedPass':
    case 'NoDoubleRedoubleThisTurn':
    case 'MustRepeatCall':
    case 'RhoCallDecides':
    case 'OffenderCallDecides':
      return { ...state, obligations: [...state.obligations, r] };
    case 'LeadRestrictionArmed':
      return { ...state, leadRestrictions: [...state.leadRestrictions, r] };
    case 'AdjustmentWatch':
      return state.adjustmentWatch.includes(r.law)
        ? state
        : { ...state, adjustmentWatch: [...state.adjustmentWatch, r.law] };
    case 'AuctionRevertsTo':
    case 'SubstituteCallRequired':
      return state; // descriptive: the turn follows from the standing calls
  }
}

function withStatus(state: AuctionState, seqs: readonly number[], status: CallStatus): AuctionState {
  return { ...state, entries: state.entries.map((e) => (seqs.includes(e.at) ? { ...e, status } : e)) };
}

/** A seat's turn has passed: obligations for "his next turn" or "this turn" are spent. */
function turnTaken(state: AuctionState, seat: Seat): AuctionState {
  const spent = (o: AuctionObligation): boolean =>
    o.seat === seat &&
    ((o.kind === 'ForcedPass' && o.scope === 'next-turn') ||
      o.kind === 'NoDoubleRedoubleThisTurn' ||
      o.kind === 'MustRepeatCall');
  return { ...state, obligations: state.obligations.filter((o) => !spent(o)) };
}

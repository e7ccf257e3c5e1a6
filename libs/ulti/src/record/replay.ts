// Replays a deal record through decide/evolve, applies the jury's rulings, and settles it.
import { nextBid, resolveShortName } from '../bids/bid-order';
import { decideBid } from '../auction/decide-auction';
import { decide } from '../game/decide';
import type { DealEvent } from '../game/events';
import { evolveAll } from '../game/evolve';
import { RuleError } from '../game/rule-error';
import { activePlayers } from '../table/seating';
import { auctionClosed, initialState, type DealState } from '../game/state';
import { renonszCase } from '../renonsz/cases';
import { rulingPayment, type JuryRuling } from '../renonsz/ruling';
import type { DealResult } from '../settlement/result';
import { settleWithAdjustments } from './adjust';
import { RecordError, type DealRecord, type RecordAction } from './deal-record';

export interface Replay {
  readonly state: DealState;
  readonly events: readonly DealEvent[];
  readonly result: DealResult;
  /** The state after each action of the record, in its order: a voided action leaves it as it was. */
  readonly after: readonly DealState[];
}

type Ruling = Extract<RecordAction, { type: 'renonsz' }>;

function describe(a: RecordAction): string {
  return `${a.type}${'player' in a ? ` by ${a.player}` : ` (${a.case})`}`;
}

export function replay(record: DealRecord): Replay {
  const fail = (i: number | null, message: string): never => {
    throw new RecordError(i === null ? message : `action ${i} (${describe(record.actions[i]!)}): ${message}`, i);
  };
  const order = activePlayers(record.players, record.dealer);
  const firstRuling = record.actions[0]?.type === 'renonsz' ? record.actions[0] : null;
  const redealFirst =
    firstRuling !== null && (renonszCase(firstRuling.case).effect === 'redeal' || firstRuling.noticedInTime === true);
  if (!redealFirst) {
    order.forEach((p, i) => {
      const n = record.hands[p]?.length ?? 0;
      if (n !== (i === 0 ? 12 : 10))
        fail(
          null,
          `hands.${p}: holds ${n} cards; the first bidder gets 12 and the others 10 (§2(2)), or record a redeal ruling`,
        );
    });
  }
  let state = initialState(record.ruleSet, record.players, record.dealer, record.hands);
  const events: DealEvent[] = [];
  const before: DealState[] = [];
  const adjustments: JuryRuling[] = [];
  let forfeit: Ruling | null = null;
  let barAfterFirstBid: string | null = null;
  let voidUntil = -1;
  let terminal: DealResult | null = null;

  const apply = (i: number, evs: DealEvent[]) => {
    state = evolveAll(state, evs);
    events.push(...evs);
    if (barAfterFirstBid && state.highest) {
      state = { ...state, barred: [...state.barred, barAfterFirstBid] };
      barAfterFirstBid = null;
    }
    if (forfeit && state.phase === 'auction' && auctionClosed(state) && state.highest?.player === forfeit.offender) {
      terminal = rulingPayment(forfeit, state, state.highest.bid);
    }
    return i;
  };

  for (let i = 0; i < record.actions.length && !terminal; i++) {
    before[i] = state;
    const a = record.actions[i]!;
    if (a.type === 'renonsz') {
      const at = a.at ?? i - 1;
      if (at >= i) fail(i, `the ruling cites action ${at}, which is not before it`);
      if (!state.order.includes(a.offender) && !state.seats.includes(a.offender))
        fail(i, `offender '${a.offender}' does not sit at this table`);
      const stateBefore = at >= 0 ? before[at]! : state;
      const offending = at >= 0 ? record.actions[at] : undefined;
      const offendingBid = offending?.type === 'bid' ? safeResolve(offending.bid, stateBefore) : null;
      try {
        const r = applyRuling(a, stateBefore, state, offendingBid);
        if (r.kind === 'result') terminal = r.result;
        else if (r.kind === 'state') {
          state = r.state;
          if (r.forfeit) forfeit = a;
          if (r.barAfterFirstBid) barAfterFirstBid = a.offender;
        } else if (r.kind === 'adjust') adjustments.push(a);
      } catch (e) {
        if (e instanceof RuleError) fail(i, e.message);
        throw e;
      }
      voidUntil = -1;
      continue;
    }
    if (i < voidUntil) continue;
    try {
      apply(i, decide(a, state));
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      const j = record.actions.findIndex((b, k) => k > i && b.type === 'renonsz' && (b.at ?? k - 1) === i);
      if (j < 0) fail(i, e.message);
      const ruling = record.actions[j] as Ruling;
      const forced = a.type === 'bid' && ['auction-4b'].includes(ruling.case);
      if (forced) apply(i, decideBid(a, state, true));
      else voidUntil = j;
    }
  }
  // The state before the next action is the state after this one; past the last, the final state.
  const after = record.actions.map((_, i) => before[i + 1] ?? state);
  if (terminal) return { state, events, result: terminal, after };
  if (state.phase !== 'over')
    fail(
      null,
      `the record ends before the deal is finished (${state.phase === 'auction' ? 'auction' : `play, ${state.tricks.length} tricks`}); the next action is ${state.turn}'s`,
    );
  if (record.talon && state.end?.kind !== 'conceded') {
    const same = record.talon.every((c) => state.talon.includes(c));
    if (!same)
      fail(
        null,
        `talon: the record says ${record.talon.join(', ')} but the last discard was ${state.talon.join(', ')}`,
      );
  }
  return { state, events, result: settleWithAdjustments(state, adjustments), after };
}

function safeResolve(said: string, state: DealState): string | null {
  try {
    return resolveShortName(said, state.highest?.bid, state.ruleSet.settings.bidOrder);
  } catch {
    return null;
  }
}

type RulingOutcome =
  | { kind: 'result'; result: DealResult }
  | { kind: 'state'; state: DealState; forfeit?: boolean; barAfterFirstBid?: boolean }
  | { kind: 'adjust' }
  | { kind: 'none' };

/** A hand voided by a ruling (§13(1)): nobody pays, the hand is dealt again. */
export function redealResult(state: DealState, ruling: Pick<JuryRuling, 'case'>): DealResult {
  return {
    declarer: null,
    contract: null,
    outcome: 'redeal',
    components: [
      { name: `renonsz ${ruling.case}`, won: false, amount: 0, perDefender: {}, note: redealNote(state, ruling) },
    ],
    deltas: Object.fromEntries(state.seats.map((p) => [p, 0])),
  };
}

/** §13(1)#5 with A-19: who deals the new hand. */
function redealNote(state: DealState, ruling: Pick<JuryRuling, 'case'>): string {
  if (ruling.case !== 'deal-5') return 'new deal';
  return state.ruleSet.settings.wrongDealerRedeal === 'correctDealer'
    ? 'new deal by the player the score sheet names'
    : `new deal by ${state.dealer} again`;
}

function applyRuling(r: Ruling, stateBefore: DealState, now: DealState, offendingBid: string | null): RulingOutcome {
  const def = renonszCase(r.case);
  const bar = (s: DealState, p: string): DealState => ({ ...s, barred: [...new Set([...s.barred, p])] });
  switch (def.effect) {
    case 'redeal':
      return { kind: 'result', result: redealResult(now, r) };
    case 'stands':
      return r.noticedInTime ? { kind: 'result', result: redealResult(now, r) } : { kind: 'none' };
    case 'adjust':
      return { kind: 'adjust' };
    case 'pay':
      return { kind: 'result', result: rulingPayment(r, stateBefore, offendingBid) };
    case 'continue':
      break;
  }
  switch (r.case) {
    case 'deal-3b': {
      const first = now.order[0];
      if (r.offender === first && now.highest === null)
        return {
          kind: 'state',
          state: { ...now, restricted: { player: first, bid: 'passz' } },
          barAfterFirstBid: true,
        };
      return { kind: 'state', state: bar(now, r.offender) };
    }
    case 'auction-1':
      return { kind: 'state', state: bar(now, r.offender), forfeit: true };
    case 'auction-2':
    case 'auction-6a':
      return { kind: 'state', state: bar(stateBefore, r.offender) };
    case 'auction-4a':
    case 'auction-5': {
      if (
        r.complied === false ||
        (r.case === 'auction-5' && stateBefore.ruleSet.settings.talonTakenEarly === 'alwaysPays')
      ) {
        return { kind: 'result', result: rulingPayment(r, stateBefore, offendingBid) };
      }
      if (r.case === 'auction-4a') return { kind: 'state', state: stateBefore };
      const valid = stateBefore.highest?.bid;
      const only = valid ? nextBid(valid, stateBefore.ruleSet.settings.bidOrder) : 'passz';
      if (!only) throw new RuleError('no-bid-above-valid', 'no bid is left above the valid bid');
      return { kind: 'state', state: { ...stateBefore, restricted: { player: r.offender, bid: only } } };
    }
    default:
      // auction-3a, 3d: the offender takes the talon back and bids again.
      return { kind: 'state', state: stateBefore };
  }
}

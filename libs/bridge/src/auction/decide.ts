// decide(command, state) -> events. Calls are never refused: an irregular call is recorded and
// flagged. Only impossible commands (a ruling with nothing pending, an option not offered) throw.
import { partnerOf, rightOf, type Seat } from '../table/seat';
import type { AuctionCommand } from './auction-commands';
import { AUCTION_EVENT_SCHEMA_VERSION as schemaVersion, type AuctionEvent } from './auction-events';
import type { AuctionState } from './auction-state';
import { auctionOutcome, lastStandingBid, seatToCall } from './auction-view';
import { formatCall, lowestSufficientBid, sameCall, type Call } from './call';
import { classifyCall } from './classify-call';
import { evolve } from './evolve';
import { leadRestriction, nextTurn, everyTurn, watch, rulingContext, type ReplacementRule } from './rulings/ruling-context';
import { DIRECTOR_OPTION, rulingDrafts, rulingOptions } from './rulings/ruling-options';
import type { AuctionObligation, Rectification } from './rectification';

export function decide(command: AuctionCommand, state: AuctionState): AuctionEvent[] {
  const run = new Run(state);
  if (command.type === 'MakeCall') makeCall(run, command.seat, command.call);
  else rectify(run, command);
  return run.events;
}

/** Events emitted so far and the state they lead to, so later events see earlier ones. */
class Run {
  readonly events: AuctionEvent[] = [];
  constructor(public state: AuctionState) {}
  emit(event: AuctionEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}

function makeCall(run: Run, seat: Seat, call: Call): void {
  const pending = run.state.pending;
  if (pending) {
    const at = run.state.nextAt;
    run.emit({ type: 'CallMade', schemaVersion, seat, call, at });
    run.emit({ type: 'CallHeldForRuling', schemaVersion, at, pendingAt: pending.at });
    return;
  }
  const classification = classifyCall(run.state, seat, call);
  if (classification.deemedPassFor) {
    run.emit({ type: 'PassDeemed', schemaVersion, seat: classification.deemedPassFor, at: run.state.nextAt, law: '28A' });
  }
  const at = run.state.nextAt;
  const conditions = run.state.obligations;
  const wasOver = auctionOutcome(run.state) !== undefined;
  run.emit({ type: 'CallMade', schemaVersion, seat, call, at });
  const irregularity = classification.irregularity;
  if (irregularity) {
    const { law, kind, turnOf } = irregularity;
    run.emit({ type: 'IrregularityFound', schemaVersion, irregularity: { law, offender: seat, kind, at }, turnOf });
    return;
  }
  afterStandingCall(run, seat, call, at, conditions, wasOver);
}

/** Conditional obligations met by this call (Laws 31A, 32B), then the end of the auction (Law 22A). */
function afterStandingCall(run: Run, seat: Seat, call: Call, at: number, conditions: readonly AuctionObligation[], wasOver: boolean): void {
  for (const o of conditions) {
    const triggered = conditionMet(o, seat, call);
    if (triggered) run.emit({ type: 'ObligationTriggered', schemaVersion, seat: o.seat, law: triggered.law, byCallAt: at, rectifications: triggered.rectifications });
  }
  announceEnd(run, wasOver);
}

function conditionMet(o: AuctionObligation, seat: Seat, call: Call): { law: string; rectifications: Rectification[] } | undefined {
  const offender = o.seat;
  if (o.kind === 'RhoCallDecides' && seat === rightOf(offender)) {
    if (call.kind === 'Pass') {
      const law = o.law === '31A' ? '31A1' : '32B1';
      return { law, rectifications: [{ kind: 'MustRepeatCall', seat: offender, call: o.withdrawn, law }] };
    }
    if (o.law === '31A') return { law: '31A2', rectifications: [{ kind: 'OffenderCallDecides', seat: offender, withdrawn: o.withdrawn, law: '31A2' }] };
    return { law: '32B2', rectifications: [everyTurn(partnerOf(offender), '32B2'), leadRestriction(offender, o.withdrawn), watch('23')] };
  }
  if (o.kind === 'OffenderCallDecides' && seat === offender) {
    const repeats = call.kind === 'Bid' && o.withdrawn.kind === 'Bid' && call.strain === o.withdrawn.strain;
    return repeats
      ? { law: '31A2(a)', rectifications: [nextTurn(partnerOf(offender), '31A2(a)'), watch('23')] }
      : { law: '31A2(b)', rectifications: [everyTurn(partnerOf(offender), '31A2(b)'), leadRestriction(offender, o.withdrawn), watch('23')] };
  }
  return undefined;
}

function announceEnd(run: Run, wasOver: boolean): void {
  const outcome = auctionOutcome(run.state);
  if (wasOver || !outcome) return;
  if (outcome.passedOut) run.emit({ type: 'PassedOut', schemaVersion });
  else run.emit({ type: 'AuctionCompleted', schemaVersion, contract: outcome.contract, declarer: outcome.declarer });
}

function rectify(run: Run, command: Extract<AuctionCommand, { type: 'Rectify' }>): void {
  const ctx = rulingContext(run.state);
  if (!ctx) throw new Error('Rectify: no irregularity is waiting for a ruling');
  if (command.irregularityAt !== ctx.irregularity.at) {
    throw new Error(`Rectify: irregularityAt ${command.irregularityAt} does not match the pending irregularity at call #${ctx.irregularity.at}`);
  }
  const offered = rulingOptions(run.state);
  let rectifications: Rectification[];
  let laws: readonly string[];
  let replacement: { call: Call; rule: ReplacementRule } | undefined;
  if (command.option === DIRECTOR_OPTION) {
    ({ rectifications, laws } = directorsOwn(command, run.state, ctx.irregularity.at));
  } else {
    const draft = rulingDrafts(ctx).find((d) => d.option === command.option);
    if (!draft) throw new Error(`Rectify: option '${command.option}' is not offered here; offered: ${offered.map((o) => o.option).join(', ')}`);
    const expected = draft.chooser === 'lho' ? ctx.lho : 'director';
    if (command.chosenBy !== expected) {
      throw new Error(`Rectify: option ${draft.option} is chosen by ${expected === 'director' ? 'the director' : `the offender's LHO (${expected})`}, not ${command.chosenBy}`);
    }
    if (draft.replacement && !command.replacement) throw new Error(`Rectify: option ${draft.option} needs the offender's replacement call`);
    if (!draft.replacement && command.replacement) throw new Error(`Rectify: option ${draft.option} takes no replacement call`);
    if (draft.replacement && command.replacement) replacement = { call: command.replacement, rule: draft.replacement };
    rectifications = draft.rectify(command.replacement);
    laws = draft.laws;
    const heldLeft = ctx.held.map((e) => e.at).filter((at) => !rectifications.some((r) => r.kind === 'CallCancelled' && r.callSeqs.includes(at)));
    if (!draft.keepsHeld && heldLeft.length > 0) rectifications = [...rectifications, { kind: 'CallCancelled', callSeqs: heldLeft }];
  }
  const wasOver = auctionOutcome(run.state) !== undefined;
  run.emit({
    type: 'RectificationApplied',
    schemaVersion,
    irregularityAt: ctx.irregularity.at,
    laws,
    edition: run.state.edition,
    optionsOffered: offered.map((o) => o.option),
    optionChosen: command.option,
    chosenBy: command.chosenBy,
    rectifications,
  });
  if (replacement) {
    checkReplacement(run.state, ctx.offender, ctx.call, replacement.call, replacement.rule);
    makeCall(run, ctx.offender, replacement.call);
  }
  releaseHeldCalls(run);
  announceEnd(run, wasOver);
}

function checkReplacement(state: AuctionState, offender: Seat, withdrawn: Call, call: Call, rule: ReplacementRule): void {
  const what = `replacement ${formatCall(call)}`;
  if (seatToCall(state) !== offender) throw new Error(`Rectify: after the ruling it is not ${offender}'s turn, so no replacement call is possible`);
  const found = classifyCall(state, offender, call).irregularity;
  if (found) throw new Error(`Rectify: ${what} is not a legal call here (${found.kind}, Law ${found.law})`);
  if (rule === 'sufficient-or-pass' && call.kind !== 'Pass' && call.kind !== 'Bid') throw new Error(`Rectify: ${what} must be a sufficient bid or a pass`);
  if (rule === 'lowest-sufficient-same-strain') {
    const lowest = withdrawn.kind === 'Bid' ? lowestSufficientBid(withdrawn.strain, lastStandingBid(state)?.call) : undefined;
    if (!lowest || !sameCall(lowest, call)) throw new Error(`Rectify: ${what} is not the lowest sufficient bid in the same denomination (${lowest ? formatCall(lowest) : 'none'})`);
  }
}

/** After a ruling, held calls are examined in order as if just made, until one is irregular. */
function releaseHeldCalls(run: Run): void {
  for (;;) {
    if (run.state.pending) return;
    const entry = run.state.entries.find((e) => e.status === 'held');
    if (!entry) return;
    const classification = classifyCall(run.state, entry.seat, entry.call);
    if (classification.deemedPassFor) {
      run.emit({ type: 'PassDeemed', schemaVersion, seat: classification.deemedPassFor, at: run.state.nextAt, before: entry.at, law: '28A' });
    }
    const irregularity = classification.irregularity;
    if (irregularity) {
      const { law, kind, turnOf } = irregularity;
      run.emit({ type: 'IrregularityFound', schemaVersion, irregularity: { law, offender: entry.seat, kind, at: entry.at }, turnOf });
      return;
    }
    const conditions = run.state.obligations;
    const wasOver = auctionOutcome(run.state) !== undefined;
    run.emit({ type: 'HeldCallReleased', schemaVersion, at: entry.at });
    afterStandingCall(run, entry.seat, entry.call, entry.at, conditions, wasOver);
  }
}

const RECTIFICATION_KINDS = new Set<Rectification['kind']>([
  'CallAccepted', 'CallCancelled', 'AuctionRevertsTo', 'PassSubstituted', 'SubstituteCallRequired', 'MustRepeatCall',
  'ForcedPass', 'NoDoubleRedoubleThisTurn', 'RhoCallDecides', 'OffenderCallDecides', 'LeadRestrictionArmed', 'AdjustmentWatch',
]);

function directorsOwn(command: Extract<AuctionCommand, { type: 'Rectify' }>, state: AuctionState, at: number): { rectifications: Rectification[]; laws: readonly string[] } {
  const rectifications = [...(command.rectifications ?? [])];
  const laws = command.laws ?? [];
  if (command.chosenBy !== 'director') throw new Error(`Rectify: the director's own rectifications are chosen by the director, not ${command.chosenBy}`);
  if (laws.length === 0) throw new Error("Rectify: option 'director' needs at least one law reference in 'laws'");
  const unknown = rectifications.find((r) => !RECTIFICATION_KINDS.has(r.kind));
  if (unknown) throw new Error(`Rectify: rectification kind '${unknown.kind}' is not one the auction knows`);
  const settles = rectifications.some(
    (r) => (r.kind === 'CallAccepted' && r.callSeq === at) || (r.kind === 'CallCancelled' && r.callSeqs.includes(at)),
  );
  if (!settles) throw new Error(`Rectify: option 'director' must accept (CallAccepted) or cancel (CallCancelled) the irregular call #${at}`);
  for (const r of rectifications) {
    if (r.kind !== 'CallAccepted') continue;
    const accepted = state.entries.find((e) => e.at === r.callSeq)?.call;
    if (accepted?.kind === 'Bid' && accepted.level > 7) {
      throw new Error(`Rectify: call #${r.callSeq} is a bid above seven; Law 38A never permits its play or score`);
    }
  }
  return { rectifications, laws };
}

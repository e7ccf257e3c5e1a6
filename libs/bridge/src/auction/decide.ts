// decide(command, state) -> events. Calls are never refused: an irregular call is recorded and
// flagged. Only impossible commands (a ruling with nothing pending, an option not offered) throw.
import { Refused } from '../play/refused';
import type { Seat } from '../table/seat';
import type { AuctionCommand } from './auction-commands';
import type { AuctionEvent } from './auction-events';
import type { AuctionState } from './auction-state';
import { auctionOutcome } from './auction-view';
import type { Call } from './call';
import { classifyCall } from './classify-call';
import { evolve } from './evolve';
import { conditionMet } from './rulings/conditional-consequences';
import { directorsOwn } from './rulings/directors-own';
import { checkReplacement } from './rulings/replacement-check';
import { rulingContext, type ReplacementRule } from './rulings/ruling-context';
import { DIRECTOR_OPTION, rulingDrafts, rulingOptions } from './rulings/ruling-options';
import type { AuctionObligation, Rectification } from './rectification';
import { eventsAt } from '@club/events';
import { AUCTION_EVENT_VERSIONS } from './auction-upcasters';
import type { CallAlert } from './call-alert';

const event = eventsAt(AUCTION_EVENT_VERSIONS);

export function decide(command: AuctionCommand, state: AuctionState): AuctionEvent[] {
  const run = new Run(state);
  if (command.type === 'MakeCall') makeCall(run, command.seat, command.call, command.alert ?? null);
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

function makeCall(run: Run, seat: Seat, call: Call, alert: CallAlert | null = null): void {
  const pending = run.state.pending;
  if (pending) {
    const at = run.state.nextAt;
    run.emit(event('CallMade', { seat, call, at, alert }));
    run.emit(event('CallHeldForRuling', { at, pendingAt: pending.at }));
    return;
  }
  const classification = classifyCall(run.state, seat, call);
  if (classification.deemedPassFor) {
    run.emit(event('PassDeemed', { seat: classification.deemedPassFor, at: run.state.nextAt, law: '28A' }));
  }
  const at = run.state.nextAt;
  const conditions = run.state.obligations;
  const wasOver = auctionOutcome(run.state) !== undefined;
  run.emit(event('CallMade', { seat, call, at, alert }));
  const irregularity = classification.irregularity;
  if (irregularity) {
    const { law, kind, turnOf } = irregularity;
    run.emit(event('IrregularityFound', { irregularity: { law, offender: seat, kind, at }, turnOf }));
    return;
  }
  afterStandingCall(run, seat, call, at, conditions, wasOver);
}

/** Conditional obligations met by this call (Laws 31A, 32B), then the end of the auction (Law 22A). */
function afterStandingCall(
  run: Run,
  seat: Seat,
  call: Call,
  at: number,
  conditions: readonly AuctionObligation[],
  wasOver: boolean,
): void {
  for (const o of conditions) {
    const triggered = conditionMet(o, seat, call);
    if (triggered)
      run.emit(
        event('ObligationTriggered', {
          seat: o.seat,
          law: triggered.law,
          byCallAt: at,
          rectifications: triggered.rectifications,
        }),
      );
  }
  announceEnd(run, wasOver);
}

function announceEnd(run: Run, wasOver: boolean): void {
  const outcome = auctionOutcome(run.state);
  if (wasOver || !outcome || run.events.some((e) => e.type === 'AuctionCompleted' || e.type === 'PassedOut')) return;
  if (outcome.passedOut) run.emit(event('PassedOut'));
  else run.emit(event('AuctionCompleted', { contract: outcome.contract, declarer: outcome.declarer }));
}

function rectify(run: Run, command: Extract<AuctionCommand, { type: 'Rectify' }>): void {
  const ctx = rulingContext(run.state);
  if (!ctx) throw new Refused('no-pending-irregularity', 'Rectify: no irregularity is waiting for a ruling');
  if (command.irregularityAt !== ctx.irregularity.at) {
    throw new Refused(
      'irregularity-mismatch',
      `Rectify: irregularityAt ${command.irregularityAt} does not match the pending irregularity at call #${ctx.irregularity.at}`,
    );
  }
  const offered = rulingOptions(run.state);
  let rectifications: Rectification[];
  let laws: readonly string[];
  let replacement: { call: Call; rule: ReplacementRule } | undefined;
  let earlyReplacement: { call: Call; rule: ReplacementRule } | undefined;
  if (command.option === DIRECTOR_OPTION) {
    ({ rectifications, laws } = directorsOwn(command, run.state, ctx.irregularity.at));
  } else {
    const draft = rulingDrafts(ctx).find((d) => d.option === command.option);
    if (!draft)
      throw new Refused(
        'option-not-offered',
        `Rectify: option '${command.option}' is not offered here; offered: ${offered.map((o) => o.option).join(', ')}`,
      );
    const expected = draft.chooser === 'lho' ? ctx.lho : 'director';
    if (command.chosenBy !== expected) {
      throw new Refused(
        'wrong-chooser',
        `Rectify: option ${draft.option} is chosen by ${expected === 'director' ? 'the director' : `the offender's LHO (${expected})`}, not ${command.chosenBy}`,
      );
    }
    // Law 27C: a replacement the offender made before the ruling stands and is judged as the replacement.
    const early =
      draft.replacement && !command.replacement && ctx.held[0]?.seat === ctx.offender ? ctx.held[0] : undefined;
    if (draft.replacement && !command.replacement && !early)
      throw new Refused('replacement-needed', `Rectify: option ${draft.option} needs the offender's replacement call`);
    if (!draft.replacement && command.replacement)
      throw new Refused('no-replacement-taken', `Rectify: option ${draft.option} takes no replacement call`);
    if (draft.replacement && command.replacement) replacement = { call: command.replacement, rule: draft.replacement };
    if (draft.replacement && early) earlyReplacement = { call: early.call, rule: draft.replacement };
    rectifications = draft.rectify(command.replacement ?? early?.call);
    laws = draft.laws;
    const heldLeft = ctx.held
      .map((e) => e.at)
      .filter((at) => !rectifications.some((r) => r.kind === 'CallCancelled' && r.callSeqs.includes(at)));
    if (!draft.keepsHeld && !early && heldLeft.length > 0)
      rectifications = [...rectifications, { kind: 'CallCancelled', callSeqs: heldLeft }];
  }
  const wasOver = auctionOutcome(run.state) !== undefined;
  const conditions = run.state.obligations;
  run.emit(
    event('RectificationApplied', {
      irregularityAt: ctx.irregularity.at,
      laws,
      edition: run.state.edition,
      optionsOffered: offered.map((o) => o.option),
      optionChosen: command.option,
      chosenBy: command.chosenBy,
      rectifications,
    }),
  );
  // An accepted irregular call now stands: it may be the call a Law 31A/32B consequence awaited.
  if (rectifications.some((r) => r.kind === 'CallAccepted' && r.callSeq === ctx.irregularity.at)) {
    afterStandingCall(run, ctx.offender, ctx.call, ctx.irregularity.at, conditions, wasOver);
  }
  if (replacement) {
    checkReplacement(run.state, ctx.offender, ctx.call, replacement.call, replacement.rule);
    makeCall(run, ctx.offender, replacement.call);
  }
  if (earlyReplacement)
    checkReplacement(run.state, ctx.offender, ctx.call, earlyReplacement.call, earlyReplacement.rule);
  releaseHeldCalls(run);
  announceEnd(run, wasOver);
}

/** After a ruling, held calls are examined in order as if just made, until one is irregular. */
function releaseHeldCalls(run: Run): void {
  for (;;) {
    if (run.state.pending) return;
    const entry = run.state.entries.find((e) => e.status === 'held');
    if (!entry) return;
    const classification = classifyCall(run.state, entry.seat, entry.call);
    if (classification.deemedPassFor) {
      run.emit(
        event('PassDeemed', { seat: classification.deemedPassFor, at: run.state.nextAt, before: entry.at, law: '28A' }),
      );
    }
    const irregularity = classification.irregularity;
    if (irregularity) {
      const { law, kind, turnOf } = irregularity;
      run.emit(event('IrregularityFound', { irregularity: { law, offender: entry.seat, kind, at: entry.at }, turnOf }));
      return;
    }
    const conditions = run.state.obligations;
    const wasOver = auctionOutcome(run.state) !== undefined;
    run.emit(event('HeldCallReleased', { at: entry.at }));
    afterStandingCall(run, entry.seat, entry.call, entry.at, conditions, wasOver);
  }
}

// Laws 28B–32: a call out of rotation. LHO may accept it by calling (29A); the correct player
// calling first forfeits rectification (28B); otherwise it is cancelled with the Law 30/31/32 consequence.
import { sideOf } from '../../table/seat';
import type { Rectification } from '../rectification';
import {
  cancel,
  everyTurn,
  leadRestriction,
  nextTurn,
  watch,
  type RulingContext,
  type RulingDraft,
} from './ruling-context';

export function outOfRotationOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, lho, held, offender } = ctx;
  const at = irregularity.at;
  const accept: RulingDraft = {
    option: '29A',
    laws: ['29A'],
    description: `${lho} accepts the call out of rotation${ctx.condoned ? ' (he called over it)' : ''}; the auction continues from it`,
    chooser: 'lho',
    keepsHeld: true,
    rectify: () => [{ kind: 'CallAccepted', callSeq: at, acceptedBy: lho }],
  };
  if (ctx.condoned) return [accept];
  const options = [accept];
  const turnOf = irregularity.turnOf;
  if (turnOf && held[0]?.seat === turnOf && sideOf(turnOf) !== sideOf(offender)) {
    options.push({
      option: '28B',
      laws: ['28B', '16D2'],
      description: `${turnOf}, whose turn it was, called before the ruling: the call out of rotation is cancelled without rectification`,
      chooser: 'director',
      keepsHeld: true,
      rectify: () => [cancel(at)],
    });
  }
  const consequence = cancellationConsequence(ctx);
  if (consequence) {
    options.push({
      option: '29B',
      laws: ['29B', ...consequence.laws],
      description: `not accepted: the call is cancelled and the auction reverts to ${turnOf}; ${consequence.description}`,
      chooser: 'lho',
      rectify: () => [cancel(at), { kind: 'AuctionRevertsTo', seat: turnOf! }, ...consequence.rectifications],
    });
  }
  return options;
}

interface Consequence {
  readonly laws: readonly string[];
  readonly description: string;
  readonly rectifications: readonly Rectification[];
}

/** The Law 30–32 consequence of a cancelled call; undefined where Law 25 (change of call) governs instead. */
function cancellationConsequence(ctx: RulingContext): Consequence | undefined {
  const { offender, partner, call } = ctx;
  // 1997 Law 30 names Law 72B1 where 2007 names Law 23 for the damage a forced pass may cause.
  const damage = ctx.state.edition === '1997' ? '72B1' : '23';
  switch (ctx.irregularity.law) {
    case '30A':
      return {
        laws: ['30A', damage],
        description: `${offender} must pass at his next turn`,
        rectifications: [nextTurn(offender, '30A'), watch(damage)],
      };
    case '30B1':
      return {
        laws: ['30B1'],
        description: `${offender} must pass at his next turn`,
        rectifications: [nextTurn(offender, '30B1')],
      };
    case '30B2':
      return {
        laws: ['30B2', damage],
        description: `${offender} must pass whenever it is his turn; ${partner} may not double or redouble at this turn`,
        rectifications: [
          everyTurn(offender, '30B2(a)'),
          { kind: 'NoDoubleRedoubleThisTurn', seat: partner, law: '30B2(b)' },
          watch(damage),
        ],
      };
    case '31A':
      return {
        laws: ['31A'],
        description: `if ${ctx.irregularity.turnOf} passes, ${offender} must repeat his call; otherwise his next call decides ${partner}'s obligation`,
        rectifications: [{ kind: 'RhoCallDecides', seat: offender, withdrawn: call, law: '31A' }],
      };
    case '31B':
      return {
        laws: ['31B', '26', '23'],
        description: `${partner} must pass whenever it is his turn`,
        rectifications: [everyTurn(partner, '31B'), leadRestriction(offender, call), watch('23')],
      };
    case '32A':
      return {
        laws: ['32A', '26B', '23'],
        description: `${partner} must pass whenever it is his turn`,
        rectifications: [everyTurn(partner, '32A'), leadRestriction(offender, call), watch('23')],
      };
    case '32B':
      return {
        laws: ['32B'],
        description: `if ${ctx.irregularity.turnOf} passes, ${offender} must repeat the ${call.kind.toLowerCase()}; otherwise ${partner} must pass whenever it is his turn`,
        rectifications: [{ kind: 'RhoCallDecides', seat: offender, withdrawn: call, law: '32B' }],
      };
    default:
      return undefined;
  }
}

// Laws 28B–32: a call out of rotation. LHO may accept it by calling (29A); the correct player
// calling first forfeits rectification (28B); otherwise it is cancelled with the Law 30/31/32 consequence.
import { sideOf } from '../../table/seat';
import { optionWords, type OptionWords } from '../../director/option-words';
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
    words: optionWords('out-of-rotation-accepted', { lho, condoned: ctx.condoned ? 'yes' : 'no' }),
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
      words: optionWords('out-of-rotation-turn-called-first', { turnOf }),
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
      words: consequence.words,
      chooser: 'lho',
      rectify: () => [cancel(at), { kind: 'AuctionRevertsTo', seat: turnOf! }, ...consequence.rectifications],
    });
  }
  return options;
}

interface Consequence {
  readonly laws: readonly string[];
  /** The whole option: not accepted, the auction reverts, and this consequence. */
  readonly words: OptionWords;
  readonly rectifications: readonly Rectification[];
}

/** The Law 30–32 consequence of a cancelled call; undefined where Law 25 (change of call) governs instead. */
function cancellationConsequence(ctx: RulingContext): Consequence | undefined {
  const { offender, partner, call } = ctx;
  const turnOf = ctx.irregularity.turnOf!;
  // 1997 Law 30 names Law 72B1 where 2007 names Law 23 for the damage a forced pass may cause.
  const damage = ctx.state.edition === '1997' ? '72B1' : '23';
  switch (ctx.irregularity.law) {
    case '30A':
      return {
        laws: ['30A', damage],
        words: optionWords('out-of-rotation-offender-passes-next-turn', { turnOf, offender }),
        rectifications: [nextTurn(offender, '30A'), watch(damage)],
      };
    case '30B1':
      return {
        laws: ['30B1'],
        words: optionWords('out-of-rotation-offender-passes-next-turn', { turnOf, offender }),
        rectifications: [nextTurn(offender, '30B1')],
      };
    case '30B2':
      return {
        laws: ['30B2', damage],
        words: optionWords('out-of-rotation-offender-passes-every-turn', { turnOf, offender, partner }),
        rectifications: [
          everyTurn(offender, '30B2(a)'),
          { kind: 'NoDoubleRedoubleThisTurn', seat: partner, law: '30B2(b)' },
          watch(damage),
        ],
      };
    case '31A':
      return {
        laws: ['31A'],
        words: optionWords('out-of-rotation-bid-rho-decides', { turnOf, offender, partner }),
        rectifications: [{ kind: 'RhoCallDecides', seat: offender, withdrawn: call, law: '31A' }],
      };
    case '31B':
      return {
        laws: ['31B', '26', '23'],
        words: optionWords('out-of-rotation-partner-passes', { turnOf, partner }),
        rectifications: [everyTurn(partner, '31B'), leadRestriction(offender, call), watch('23')],
      };
    case '32A':
      return {
        laws: ['32A', '26B', '23'],
        words: optionWords('out-of-rotation-partner-passes', { turnOf, partner }),
        rectifications: [everyTurn(partner, '32A'), leadRestriction(offender, call), watch('23')],
      };
    case '32B':
      return {
        laws: ['32B'],
        words: optionWords('out-of-rotation-doubling-rho-decides', {
          turnOf,
          offender,
          partner,
          doubling: call.kind === 'Redouble' ? 'redouble' : 'double',
        }),
        rectifications: [{ kind: 'RhoCallDecides', seat: offender, withdrawn: call, law: '32B' }],
      };
    default:
      return undefined;
  }
}

// Laws 35–39, inadmissible calls. 2007 spreads the "LHO called first" cases over 36A, 37A, 38D and
// 39B; 1997 collects them in Law 35 A–D, and its 35C (bid above seven) imposes no forced passes.
import { auctionOutcome } from '../auction-view';
import { sideOf } from '../../table/seat';
import { optionWords } from '../../director/option-words';
import type { Rectification } from '../rectification';
import { cancel, everyTurn, leadRestriction, watch, type RulingContext, type RulingDraft } from './ruling-context';

const heldSeqs = (ctx: RulingContext): number[] => ctx.held.map((e) => e.at);

/** Law 36: a double or redouble Law 19 does not permit. */
export function inadmissibleDoublingOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, offender, partner, call } = ctx;
  const at = irregularity.at;
  const is2007 = ctx.state.edition === '2007';
  if (ctx.condoned) {
    return [
      {
        option: is2007 ? '36A' : '35A',
        laws: [is2007 ? '36A' : '35A'],
        words: optionWords('inadmissible-doubling-lho-called-first', { lho: ctx.lho, turnOf: irregularity.turnOf! }),
        chooser: 'director',
        rectify: () => [cancel(at, ...heldSeqs(ctx)), { kind: 'AuctionRevertsTo', seat: irregularity.turnOf! }],
      },
    ];
  }
  const inRotation = irregularity.turnOf === offender;
  const law = is2007 ? (inRotation ? '36B' : '36B4') : '36';
  return [
    {
      option: law,
      laws: [law, '26', '23'],
      words: optionWords('inadmissible-doubling-cancelled', {
        doubling: call.kind === 'Redouble' ? 'redouble' : 'double',
        offender,
        partner,
        inRotation: inRotation ? 'yes' : 'no',
      }),
      chooser: 'director',
      rectify: () => [
        cancel(at),
        inRotation
          ? { kind: 'SubstituteCallRequired', seat: offender, constraint: 'legal' }
          : { kind: 'AuctionRevertsTo', seat: irregularity.turnOf! },
        everyTurn(partner, law),
        leadRestriction(offender, call),
        watch('23'),
      ],
    },
  ];
}

/** Law 37: a bid, double or redouble by a player required to pass. */
export function obligationToPassOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, offender, partner, call, lho } = ctx;
  const at = irregularity.at;
  const is2007 = ctx.state.edition === '2007';
  if (ctx.condoned) {
    const law = is2007 ? '37A' : '35B';
    return [
      {
        option: law,
        laws: [law],
        words: optionWords('required-to-pass-lho-called-first', { lho, offender }),
        chooser: 'director',
        keepsHeld: true,
        rectify: () => [{ kind: 'CallAccepted', callSeq: at, acceptedBy: lho }],
      },
    ];
  }
  const law = is2007 ? '37B' : '37';
  return [
    {
      option: law,
      laws: [law, '26', '23'],
      words: optionWords('required-to-pass-cancelled', { offender, partner }),
      chooser: 'director',
      rectify: () => [
        cancel(at),
        { kind: 'PassSubstituted', seat: offender, forCallSeq: at },
        everyTurn(offender, law),
        everyTurn(partner, law),
        leadRestriction(offender, call),
        watch('23'),
      ],
    },
  ];
}

/** Law 38: a bid above seven. Its play or score is never permitted; the bid and all later calls go. */
export function aboveSevenOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, offender, partner, call } = ctx;
  const at = irregularity.at;
  const is2007 = ctx.state.edition === '2007';
  const inRotation = irregularity.turnOf === offender;
  const base: Rectification[] = [
    cancel(at, ...heldSeqs(ctx)),
    inRotation
      ? { kind: 'PassSubstituted', seat: offender, forCallSeq: at }
      : { kind: 'AuctionRevertsTo', seat: irregularity.turnOf! },
  ];
  const bothPass = [everyTurn(offender, is2007 ? '38C' : '38'), everyTurn(partner, is2007 ? '38C' : '38')];
  if (ctx.condoned) {
    return is2007
      ? [option('38D', ['38B', '38C', '38D'], 'above-seven-lho-called-first', [...base, ...bothPass])]
      : [option('35C', ['35C'], 'above-seven-lho-called-first-1997', base)];
  }
  return [
    option('38', is2007 ? ['38B', '38C', '38D', '26', '23'] : ['38', '26', '23'], 'above-seven', [
      ...base,
      ...bothPass,
      leadRestriction(offender, call),
      watch('23'),
    ]),
  ];

  type AboveSeven = 'above-seven' | 'above-seven-lho-called-first' | 'above-seven-lho-called-first-1997';
  function option(name: string, laws: string[], what: AboveSeven, rectifications: Rectification[]): RulingDraft {
    return {
      option: name,
      laws,
      words: optionWords(what, {
        laterCalls: ctx.held.length > 0 ? 'yes' : 'no',
        inRotation: inRotation ? 'yes' : 'no',
      }),
      chooser: 'director',
      rectify: () => rectifications,
    };
  }
}

/** Law 39: a call after the final pass is cancelled; only a defender's bid, double or redouble can bring Law 26. */
export function afterFinalPassOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, offender, call } = ctx;
  const is2007 = ctx.state.edition === '2007';
  const outcome = auctionOutcome(ctx.state);
  const defender = outcome !== undefined && !outcome.passedOut && sideOf(outcome.declarer) !== sideOf(offender);
  const lead = !ctx.condoned && defender && call.kind !== 'Pass';
  const laws = ctx.condoned
    ? [is2007 ? '39B' : '35D']
    : lead
      ? is2007
        ? ['39A', '39C', '26']
        : ['39', '39B', '26']
      : is2007
        ? ['39A', '39B']
        : ['39', '39A'];
  return [
    {
      option: '39',
      laws,
      words: optionWords(lead ? 'after-final-pass-lead-restrictions' : 'after-final-pass', {}),
      chooser: 'director',
      rectify: () => [cancel(irregularity.at, ...heldSeqs(ctx)), ...(lead ? [leadRestriction(offender, call)] : [])],
    },
  ];
}

// Law 27, insufficient bid in rotation. 2007 adds 27B1(b) (a call with the same or a more precise
// meaning); in 1997, 27B1(b) is only an adjusted-score watch after a 27B1(a) correction.
import { lastStandingBid } from '../auction-view';
import { isWithinSeven, lowestSufficientBid } from '../call';
import { optionWords } from '../../director/option-words';
import { cancel, everyTurn, leadRestriction, watch, type RulingContext, type RulingDraft } from './ruling-context';

export function insufficientBidOptions(ctx: RulingContext): RulingDraft[] {
  const { irregularity, call, offender, partner, lho } = ctx;
  const is2007 = ctx.state.edition === '2007';
  const at = irregularity.at;
  const accept: RulingDraft = {
    option: '27A',
    laws: ['27A1'],
    words: optionWords('insufficient-bid-accepted', { lho, condoned: ctx.condoned ? 'yes' : 'no' }),
    chooser: 'lho',
    keepsHeld: true,
    rectify: () => [{ kind: 'CallAccepted', callSeq: at, acceptedBy: lho }],
  };
  if (ctx.condoned) return [accept];
  const silenced =
    (law: string): RulingDraft['rectify'] =>
    () => [cancel(at), everyTurn(partner, law), leadRestriction(offender, call), watch('23')];
  // 27B1(a) needs a lowest sufficient bid in the same denomination; above 7NT there is none.
  const lowest = call.kind === 'Bid' ? lowestSufficientBid(call.strain, lastStandingBid(ctx.state)?.call) : undefined;
  const options: RulingDraft[] = [accept];
  if (lowest && isWithinSeven(lowest)) {
    options.push({
      option: '27B1a',
      laws: ['27B1(a)'],
      words: optionWords('insufficient-bid-lowest-sufficient', {}),
      chooser: 'director',
      replacement: 'lowest-sufficient-same-strain',
      rectify: () => [cancel(at), watch(is2007 ? '27D' : '27B1(b)')],
    });
  }
  if (is2007) {
    options.push({
      option: '27B1b',
      laws: ['27B1(b)'],
      words: optionWords('insufficient-bid-same-meaning', {}),
      chooser: 'director',
      replacement: 'legal',
      rectify: () => [cancel(at), watch('27D')],
    });
  }
  options.push(
    {
      option: '27B2',
      laws: ['27B2', '26', '23'],
      words: optionWords('insufficient-bid-partner-silenced', { partner }),
      chooser: 'director',
      replacement: 'sufficient-or-pass',
      rectify: silenced('27B2'),
    },
    {
      option: '27B3',
      laws: ['27B3', '26', '23'],
      words: optionWords('insufficient-bid-doubling-attempted', { partner }),
      chooser: 'director',
      replacement: 'sufficient-or-pass',
      rectify: silenced('27B3'),
    },
  );
  return options;
}

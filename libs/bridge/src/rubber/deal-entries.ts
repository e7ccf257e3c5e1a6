// The score-sheet entries of one rubber deal. Made: trick score below the line; overtricks, the
// bonus for making it doubled, and slams above. Defeated: undertricks above, to the defenders.
// There is no per-deal game or part-score premium in rubber bridge (the rubber bonus replaces it).
import { otherSide, type Side } from '../table/seat';
import { trickScore, tricksNeeded } from '../score/trick-score';
import { madeDoubledPremium, overtrickPremium, slamPremium } from '../score/premiums';
import { undertrickPenalty } from '../score/undertricks';
import type { RubberDealResult } from './deal-result';
import { honoursPoints } from './honours';
import type { RubberVariant } from './rubber-variant';
import type { ScoreEntry } from './score-entry';

export function dealEntries(
  result: RubberDealResult,
  vulnerable: Readonly<Record<Side, boolean>>,
  variant: RubberVariant,
): ScoreEntry[] {
  const { contract, declarer } = result;
  if (contract === 'Pass' || declarer === null) return []; // thrown in: the next player deals
  const schedule = variant.schedule;
  const vul = vulnerable[declarer];
  const needed = tricksNeeded(contract);
  const entries: ScoreEntry[] = [];
  const add = (side: Side, line: ScoreEntry['line'], item: ScoreEntry['item'], points: number) => {
    if (points > 0) entries.push({ side, line, item, points });
  };
  if (result.tricks >= needed) {
    add(declarer, 'below', 'trick-score', trickScore(contract));
    add(declarer, 'above', 'overtricks', overtrickPremium(contract, vul, result.tricks - needed, schedule));
    add(declarer, 'above', 'made-doubled', madeDoubledPremium(contract, schedule));
    add(declarer, 'above', 'slam', slamPremium(contract, vul, schedule));
  } else {
    add(
      otherSide(declarer),
      'above',
      'undertricks',
      undertrickPenalty(needed - result.tricks, contract.doubling, vul, schedule),
    );
  }
  if (result.honours) add(result.honours.side, 'above', 'honours', honoursPoints(result.honours, variant));
  return entries;
}

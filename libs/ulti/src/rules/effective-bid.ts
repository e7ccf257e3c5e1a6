// A bid as the rule set reads it: can add a játék to a bid of the table.
import { bidById, type BidDefinition } from '../bids/bid-table';
import type { HouseRuleSettings } from './house-rules';

export function effectiveBid(id: string, settings: HouseRuleSettings): BidDefinition {
  const bid = bidById(id);
  const plain = id.replace(/^piros-/, '');
  const addJatek =
    (settings.ultiFourAcesHasJatek && plain === 'ultimo-4-asz') ||
    (settings.fortyHundredHasJatek && plain === '40-100');
  if (!addJatek) return bid;
  return { ...bid, components: [...bid.components, 'parti'], value: bid.value + (bid.red ? 2 : 1) };
}

// Test shorthand: `made('4S', 'NS', 10)` is the deal result of a contract played by a side.
import { parseContract, type Honours, type RubberDealResult, type Side } from '../../src';

export function deal(contract: string, declarer: Side, tricks: number, honours?: Honours): RubberDealResult {
  return { contract: parseContract(contract), declarer, tricks, honours: honours ?? null };
}

export const PASSED_OUT: RubberDealResult = { contract: 'Pass', declarer: null, tricks: 0 };

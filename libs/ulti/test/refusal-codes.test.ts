// The rules engine's refusals are the one refusal type (DomainError) with a code from the
// library's index (ULTI_RULE_CODES) and the values the message names as params.
import { describe, expect, test } from 'vitest';
import { isDomainError } from '@club/events';
import {
  dealHands,
  decide,
  evolveAll,
  initialState,
  MAUSZ_2017,
  PACK,
  ULTI_RULE_CODES,
  type Command,
  type DealState,
} from '../src';

const hands = dealHands(PACK, ['A', 'B', 'C'], 'C');
const given = (commands: Command[]): DealState =>
  commands.reduce((s, c) => evolveAll(s, decide(c, s)), initialState(MAUSZ_2017, ['A', 'B', 'C'], 'C', hands));

describe('Ulti refusals', () => {
  test('a bid out of turn is refused with its code and the players as params', () => {
    const closed = given([
      { type: 'bid', player: 'A', bid: 'passz', discard: ['tok-9', 'tok-U'] as never },
      { type: 'pass', player: 'B' },
      { type: 'pass', player: 'C' },
    ]);
    let error: unknown;
    try {
      decide({ type: 'bid', player: 'B', bid: 'ultimo', discard: ['zold-A', 'zold-K'] as never }, closed);
    } catch (refused) {
      error = refused;
    }
    expect(isDomainError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'not-your-turn',
      params: { turn: 'A', player: 'B' },
      message: "it is A's turn to bid, not B's",
    });
    expect(ULTI_RULE_CODES).toContain('not-your-turn');
  });
});

// Property tests (bounded runs): random legal auctions, and random calls that may be irregular.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  SEATS,
  STRAINS,
  auctionResult,
  decide,
  evolveAll,
  initialState,
  leftOf,
  legalCalls,
  randomAuction,
  rulingOptions,
  seatToCall,
  sideOf,
  formatCall,
  lowestSufficientBid,
  type AuctionState,
  type Call,
  type Seat,
} from '../../src';

const seat = fc.constantFrom(...SEATS);
const edition = fc.constantFrom('1997' as const, '2007' as const);

describe('random legal auctions', () => {
  test('end with a declarer of the side that made the final bid, who first named its denomination', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        seat,
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        edition,
        (seed, dealer, passChance, ed) => {
          const { calls, state } = randomAuction(seed, dealer, { passChance, edition: ed });
          const result = auctionResult(state);
          expect(result).toBeDefined();
          expect(calls.length).toBeLessThanOrEqual(319);
          expect(state.irregularities).toEqual([]);
          // every call in rotation from the dealer
          state.entries.forEach((e, i) => expect(e.seat).toBe(SEATS[(SEATS.indexOf(dealer) + i) % 4]));
          expect(calls.slice(-3).map(formatCall)).toEqual(['Pass', 'Pass', 'Pass']);
          const bids = state.entries.filter((e) => e.call.kind === 'Bid');
          if (bids.length === 0) {
            expect(result).toMatchObject({ passedOut: true });
            expect(calls).toHaveLength(4);
            return;
          }
          if (!result || result.passedOut) throw new Error('a bid was made, so the board is not passed out');
          const final = bids.at(-1)!;
          const finalBid = final.call as Extract<Call, { kind: 'Bid' }>;
          expect(`${result.contract.level}${result.contract.strain}`).toBe(formatCall(finalBid));
          expect(sideOf(result.declarer)).toBe(sideOf(final.seat));
          const firstToName = bids.find(
            (e) => sideOf(e.seat) === sideOf(final.seat) && (e.call as typeof finalBid).strain === finalBid.strain,
          )!;
          expect(result.declarer).toBe(firstToName.seat);
          const afterFinal = state.entries.slice(state.entries.indexOf(final) + 1).map((e) => e.call.kind);
          expect(result.contract.doubling).toBe(
            afterFinal.includes('Redouble') ? 'XX' : afterFinal.includes('Double') ? 'X' : '',
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test('the same seed gives the same auction', () => {
    fc.assert(
      fc.property(fc.integer(), seat, (seed, dealer) => {
        expect(randomAuction(seed, dealer).calls).toEqual(randomAuction(seed, dealer).calls);
      }),
      { numRuns: 50 },
    );
  });

  test('the longest possible auction is 319 calls (each of the 35 bids doubled and redoubled)', () => {
    let state = initialState('N');
    let count = 0;
    const play = (call: Call): void => {
      state = evolveAll(state, decide({ type: 'MakeCall', seat: seatToCall(state)!, call }, state));
      count += 1;
    };
    play({ kind: 'Pass' });
    play({ kind: 'Pass' });
    play({ kind: 'Pass' });
    for (let level = 1; level <= 7; level++) {
      for (const strain of STRAINS) {
        for (const call of [
          { kind: 'Bid', level, strain },
          { kind: 'Pass' },
          { kind: 'Pass' },
          { kind: 'Double' },
          { kind: 'Pass' },
          { kind: 'Pass' },
          { kind: 'Redouble' },
          { kind: 'Pass' },
          { kind: 'Pass' },
        ] as Call[]) {
          expect(state.pending).toBeUndefined();
          play(call);
        }
      }
    }
    play({ kind: 'Pass' });
    expect(count).toBe(319);
    expect(auctionResult(state)).toMatchObject({
      passedOut: false,
      contract: { level: 7, strain: 'NT', doubling: 'XX' },
      declarer: 'W',
    });
    expect(legalCalls(state)).toEqual([]);
  });
});

const anyCall: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ kind: 'Pass' }),
  fc.constant<Call>({ kind: 'Double' }),
  fc.constant<Call>({ kind: 'Redouble' }),
  fc.record({
    kind: fc.constant('Bid' as const),
    level: fc.integer({ min: 1, max: 9 }),
    strain: fc.constantFrom(...STRAINS),
  }),
);

describe('irregular calls are facts, never refused', () => {
  test('any call by any seat is recorded; it stands, is flagged, or is held while the director is required', () => {
    fc.assert(
      fc.property(seat, edition, fc.array(fc.tuple(seat, anyCall), { maxLength: 30 }), (dealer, ed, moves) => {
        let state = initialState(dealer, ed);
        for (const [who, call] of moves) {
          const wasPending = state.pending;
          const events = decide({ type: 'MakeCall', seat: who, call }, state);
          const made = events.find((e) => e.type === 'CallMade');
          expect(made).toMatchObject({ seat: who, call });
          state = evolveAll(state, events);
          const entry = state.entries.find((e) => e.at === (made as { at: number }).at)!;
          if (wasPending) expect(entry.status).toBe('held');
          else
            expect(entry.status === 'standing' || (entry.status === 'pending' && state.pending?.at === entry.at)).toBe(
              true,
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  test('after one irregular call, any offered ruling and legal calls always complete the auction', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        seat,
        edition,
        fc.nat(12),
        seat,
        anyCall,
        fc.nat(),
        (seed, dealer, ed, prefix, who, call, pick) => {
          let state = initialState(dealer, ed);
          const step = (s: AuctionState, c: Call, by: Seat): AuctionState =>
            evolveAll(s, decide({ type: 'MakeCall', seat: by, call: c }, s));
          const random = randomAuction(seed, dealer, { edition: ed });
          for (const c of random.calls.slice(0, Math.min(prefix, random.calls.length - 1)))
            state = step(state, c, seatToCall(state)!);
          state = step(state, call, who);
          for (let n = 0; auctionResult(state) === undefined; n++) {
            if (n > 400) throw new Error('the auction did not end');
            const pending = state.pending;
            if (pending) {
              const options = rulingOptions(state).filter((o) => o.option !== 'director');
              const option = options[(pick + n) % options.length]!;
              const chosenBy = option.chooser === 'lho' ? leftOf(pending.offender) : 'director';
              const replacement = option.replacement ? fittingReplacement(state, option.replacement) : undefined;
              state = evolveAll(
                state,
                decide(
                  {
                    type: 'Rectify',
                    irregularityAt: pending.at,
                    option: option.option,
                    chosenBy,
                    ...(replacement ? { replacement } : {}),
                  },
                  state,
                ),
              );
            } else {
              const legal = legalCalls(state);
              expect(legal.length).toBeGreaterThan(0);
              state = step(state, n > 40 ? legal[0]! : legal[(pick + n) % legal.length]!, seatToCall(state)!);
            }
          }
          const result = auctionResult(state);
          expect(result).toBeDefined();
          if (result && !result.passedOut) {
            const finalBid = state.entries.filter((e) => e.status === 'standing' && e.call.kind === 'Bid').at(-1)!;
            expect(sideOf(result.declarer)).toBe(sideOf(finalBid.seat));
            expect(result.contract.level).toBeLessThanOrEqual(7);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A substitute that fits the rule: the lowest sufficient bid in the withdrawn bid's denomination, else a pass. */
function fittingReplacement(
  state: AuctionState,
  rule: 'lowest-sufficient-same-strain' | 'legal' | 'sufficient-or-pass',
): Call {
  const withdrawn = state.entries.find((e) => e.at === state.pending!.at)!.call;
  if (rule !== 'lowest-sufficient-same-strain' || withdrawn.kind !== 'Bid') return { kind: 'Pass' };
  const previous = state.entries.filter((e) => e.status === 'standing' && e.call.kind === 'Bid').at(-1)?.call;
  return lowestSufficientBid(withdrawn.strain, previous?.kind === 'Bid' ? previous : undefined);
}

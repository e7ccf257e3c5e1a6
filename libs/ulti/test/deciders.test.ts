// The auction and the play as deciders: given the commands so far, when a command, then events or a refusal.
// Fixture (dealer C):  A: piros A 10 K O U 9 8, tok 10 K O U 9   B: piros 7, makk A 10 K O, tok 8 7, zold A 10 K
//                      C: makk U 9 8 7, tok A, zold O U 9 8 7
import { describe, expect, test } from 'vitest';
import {
  auctionClosed,
  dealHands,
  decide,
  defineRuleSet,
  evolveAll,
  initialState,
  legalCards,
  MAUSZ_2017,
  PACK,
  settleDeal,
  type Command,
  type DealState,
  type RuleSet,
} from '../src';

const hands = dealHands(PACK, ['A', 'B', 'C'], 'C');
function given(commands: Command[], ruleSet: RuleSet = MAUSZ_2017): DealState {
  return commands.reduce((s, c) => evolveAll(s, decide(c, s)), initialState(ruleSet, ['A', 'B', 'C'], 'C', hands));
}
const bid = (player: string, b: string, discard?: string[]): Command =>
  discard ? { type: 'bid', player, bid: b, discard: discard as never } : { type: 'bid', player, bid: b };
const pass = (player: string): Command => ({ type: 'pass', player });
const play = (player: string, card: string, more: object = {}): Command => ({
  type: 'play',
  player,
  card: card as never,
  ...more,
});
const talon = ['tok-9', 'tok-U'];

describe('auction (§3)', () => {
  test("the first bidder's passz is a bid of parti and needs his two discards (A-24)", () => {
    const events = decide({ type: 'pass', player: 'A', discard: talon as never }, given([]));
    expect(events[0]).toMatchObject({ type: 'BidMade', bid: 'passz', talonTaken: false });
    expect(() => decide({ type: 'pass', player: 'A', discard: [] }, given([]))).toThrow(/must discard exactly 2/);
  });
  test('every later bid takes the talon and discards two; the cards move', () => {
    const s = given([bid('A', 'passz', talon), bid('B', '40-100', ['tok-9', 'zold-K'])]);
    expect(s.hands.B).toContain('tok-U');
    expect(s.hands.B).not.toContain('zold-K');
    expect(s.talon).toEqual(['tok-9', 'zold-K']);
    expect(() => decide(bid('C', 'ultimo'), s)).toThrow(/must discard exactly 2/);
  });
  test('a bid must be higher; a short name means the lowest higher bid of that name (§3(4))', () => {
    const s = given([bid('A', 'ultimo', talon)]);
    expect(() => decide(bid('B', 'piros-passz', ['zold-A', 'zold-K']), s)).toThrow(/not higher than Ultimó/);
    expect(decide(bid('B', '40-100', ['zold-A', 'zold-K']), s)[0]).toMatchObject({
      bid: 'piros-40-100',
      said: '40-100',
    });
  });
  test('two passes end it; a player who passed may bid again; only in turn', () => {
    const s = given([bid('A', 'passz', talon), pass('B'), bid('C', 'ultimo', ['zold-7', 'zold-8']), pass('A')]);
    expect(s.turn).toBe('B');
    const t = given([
      bid('A', 'passz', talon),
      pass('B'),
      bid('C', 'ultimo', ['zold-7', 'zold-8']),
      pass('A'),
      bid('B', 'betli', ['zold-A', 'zold-K']),
    ]);
    expect(t.highest).toEqual({ player: 'B', bid: 'betli' });
    const closed = given([bid('A', 'passz', talon), pass('B'), pass('C')]);
    expect(auctionClosed(closed)).toBe(true);
    expect(closed.turn).toBe('A');
    expect(() => decide(bid('B', 'ultimo', ['zold-A', 'zold-K']), closed)).toThrow(/A's turn/);
    expect(() => decide(pass('A'), closed)).toThrow(/leads or raises/);
  });
  test('önrablás: the declarer raises (without the talon, A-23) and the auction reopens', () => {
    const s = given([bid('A', 'passz', talon), pass('B'), pass('C'), bid('A', 'piros-passz')]);
    expect(auctionClosed(s)).toBe(false);
    expect(s.turn).toBe('B');
    expect(s.hands.A).toHaveLength(10);
    const strict = defineRuleSet('strict', '1', { selfRobWithoutTalon: false });
    expect(() =>
      decide(bid('A', 'piros-passz'), given([bid('A', 'passz', talon), pass('B'), pass('C')], strict)),
    ).toThrow(/must discard exactly 2/);
  });
});

describe('declarations and kontras (§6(6)–(7), §7)', () => {
  const auction = (b: string) => [bid('A', b, talon), pass('B'), pass('C')];
  test('a non-red trump game needs the trump suit with the first card; red needs none', () => {
    expect(() => decide(play('A', 'tok-10'), given(auction('40-100')))).toThrow(/must name the trump suit/);
    expect(given([...auction('piros-40-100'), play('A', 'piros-A')]).trump).toBe('piros');
    expect(() => decide(play('A', 'tok-10', { trump: 'piros' }), given(auction('40-100')))).toThrow(
      /raise his bid to red/,
    );
  });
  test('trump games: a kontra counts for the pair; the partner may double another part only (A-09)', () => {
    const s = given([
      ...auction('40-100-ultimo'),
      play('A', 'tok-10', { trump: 'tok' }),
      play('B', 'tok-8', { kontra: ['40-100'] }),
    ]);
    expect(s.multipliers).toMatchObject({ B: { '40-100': 2 }, C: { '40-100': 2 } });
    expect(() => decide(play('C', 'tok-A', { kontra: ['40-100'] }), s)).toThrow(/already doubled by the partner/);
    const t = evolveAll(s, decide(play('C', 'tok-A', { kontra: ['ultimo'] }), s));
    expect(t.multipliers.B).toEqual({ '40-100': 2, ultimo: 2 });
    expect(() => decide(play('C', 'tok-A', { kontra: ['betli'] }), s)).toThrow(/'betli' is not a part/);
    const all = evolveAll(s, decide(play('C', 'tok-A', { kontra: ['all'] }), s));
    expect(all.multipliers.C).toEqual({ '40-100': 2, ultimo: 2 });
  });
  test('no-trump games: "csatlakozom" joins the first defender\'s kontra; rekontra per defender (A-11)', () => {
    const start = [...auction('betli'), play('A', 'piros-8'), play('B', 'piros-7', { kontra: ['all'] })];
    const s = given(start);
    expect(s.multipliers).toMatchObject({ B: { betli: 2 }, C: {} });
    expect(() => decide(play('C', 'makk-7', { kontra: ['betli'] }), s)).toThrow(/csatlakozom/);
    const joined = given([
      ...start,
      play('C', 'makk-7', { join: true }),
      { type: 'rekontra', player: 'A', components: ['betli'], against: ['B'] },
    ]);
    expect(joined.multipliers).toMatchObject({ B: { betli: 4 }, C: { betli: 2 } });
    const alone = given([
      ...auction('betli'),
      play('A', 'piros-8'),
      play('B', 'piros-7'),
      play('C', 'makk-7', { kontra: ['betli'] }),
    ]);
    expect(alone.multipliers).toMatchObject({ B: {}, C: { betli: 2 } });
  });
  test("kontras and melds come with a player's first card only; rekontra before trick 2 (A-10)", () => {
    const s = given([
      ...auction('betli'),
      play('A', 'piros-8'),
      play('B', 'piros-7', { kontra: ['betli'] }),
      play('C', 'makk-7'),
      play('A', 'piros-9'),
    ]);
    expect(() => decide({ type: 'rekontra', player: 'A', components: ['betli'] }, s)).toThrow(/too late for rekontra/);
    expect(() => decide(play('B', 'makk-A', { kontra: ['betli'] }), { ...s, turn: 'B' })).toThrow(
      /only with his first card/,
    );
  });
  test('melds: a meld needs K and O in hand; a forbidden meld is recorded as an irregularity (§13(3)#3)', () => {
    const s = given([
      ...auction('piros-40-100'),
      play('A', 'piros-A', { melds: ['piros'] }),
      play('B', 'piros-7', { melds: ['makk'] }),
    ]);
    expect(s.melds).toEqual([
      { player: 'A', suit: 'piros', value: 40, allowed: true },
      { player: 'B', suit: 'makk', value: 20, allowed: false },
    ]);
    expect(s.irregularities).toEqual([{ player: 'B', kind: 'forbidden-meld' }]);
    expect(() => decide(play('A', 'piros-A', { melds: ['zold'], trump: 'makk' }), given(auction('passz')))).toThrow(
      /does not hold its király and felső/,
    );
  });
});

describe('play (§6, §4(D)(4))', () => {
  test('a revoke is recorded as a fact, not refused (§10(2))', () => {
    const s = given([
      bid('A', 'piros-passz', talon),
      pass('B'),
      pass('C'),
      play('A', 'piros-A'),
      play('B', 'piros-7'),
      play('C', 'makk-U'),
      play('A', 'tok-10'),
      play('B', 'tok-8'),
    ]);
    const events = decide(play('C', 'makk-9'), s);
    expect(events[0]).toMatchObject({ type: 'CardPlayed', violation: 'revoke' });
    expect(() => decide(play('C', 'piros-K'), s)).toThrow(/does not hold piros király/);
    expect(() => decide(play('A', 'piros-K'), s)).toThrow(/C's turn/);
  });
  test('terített contracts: every hand face up after trick 1 (A-17)', () => {
    const s = given([
      bid('A', 'teritett-betli', talon),
      pass('B'),
      pass('C'),
      play('A', 'piros-8'),
      play('B', 'piros-7'),
      play('C', 'makk-7'),
    ]);
    expect(s.exposed).toEqual(['A', 'B', 'C']);
  });
  test('the trump seven of an ultimó declarer waits while he holds another trump (A-07)', () => {
    const ctx = { trump: 'makk' as const, order: 'trump' as const, trick: [] };
    expect(legalCards(['makk-7', 'makk-A', 'zold-9'], { ...ctx, trumpSevenHeld: true })).toEqual(['makk-A', 'zold-9']);
    expect(legalCards(['makk-7', 'makk-A', 'zold-9'], { ...ctx, trumpSevenHeld: false })).toEqual([
      'makk-7',
      'makk-A',
      'zold-9',
    ]);
    expect(legalCards(['makk-7', 'zold-9'], { ...ctx, trumpSevenHeld: true })).toEqual(['makk-7', 'zold-9']);
  });
  test('follow and beat; else trump and overtrump; a trumped trick frees the followers (spec 4.2)', () => {
    const t = (trick: string[]) => ({
      trump: 'makk' as const,
      order: 'trump' as const,
      trick: trick as never[],
      trumpSevenHeld: false,
    });
    expect(legalCards(['zold-A', 'zold-7', 'makk-9'], t(['zold-10']))).toEqual(['zold-A']);
    expect(legalCards(['zold-8', 'zold-7', 'makk-9'], t(['zold-10']))).toEqual(['zold-8', 'zold-7']);
    expect(legalCards(['zold-A', 'zold-7'], t(['zold-10', 'makk-7']))).toEqual(['zold-A', 'zold-7']);
    expect(legalCards(['makk-9', 'makk-K', 'tok-A'], t(['zold-10', 'makk-O']))).toEqual(['makk-K']);
    expect(legalCards(['makk-8', 'tok-A'], t(['zold-10', 'makk-O']))).toEqual(['makk-8']);
    // No-trump order: the ten is below the Under.
    expect(
      legalCards(['zold-10', 'zold-O'], { trump: null, order: 'noTrump', trick: ['zold-U'], trumpSevenHeld: false }),
    ).toEqual(['zold-O']);
  });
  test('claims need everyone; concession after the lead needs both defenders (§6(9), A-18)', () => {
    const s = given([
      bid('A', 'betli', talon),
      pass('B'),
      pass('C'),
      play('A', 'piros-8'),
      play('B', 'piros-7'),
      play('C', 'makk-7'),
    ]);
    expect(() => decide({ type: 'claim', player: 'B', side: 'defenders', acceptedBy: ['C'] }, s)).toThrow(
      /every player's acceptance/,
    );
    expect(
      evolveAll(s, decide({ type: 'claim', player: 'B', side: 'defenders', acceptedBy: ['A', 'C'] }, s)).end,
    ).toEqual({ kind: 'claimed', side: 'defenders' });
    expect(() => decide({ type: 'concede', player: 'A', agreedBy: ['B'] }, s)).toThrow(/both defenders/);
    const never = defineRuleSet('no claims', '1', { claims: 'never' });
    const n = given(
      [bid('A', 'betli', talon), pass('B'), pass('C'), play('A', 'piros-8'), play('B', 'piros-7'), play('C', 'makk-7')],
      never,
    );
    expect(() => decide({ type: 'claim', player: 'B', side: 'defenders', acceptedBy: ['A', 'C'] }, n)).toThrow(
      /no claims/,
    );
  });
});

describe('early ends (§6(9), A-12, A-18)', () => {
  const betliTrick1 = [
    bid('A', 'betli', talon),
    pass('B'),
    pass('C'),
    play('A', 'piros-8'),
    play('B', 'piros-7'),
    play('C', 'makk-7'),
  ];
  test('A took trick 1 in a betli; the defenders claim the rest: the betli is lost, 5 to each', () => {
    const s = given([...betliTrick1, { type: 'claim', player: 'B', side: 'defenders', acceptedBy: ['A', 'C'] }]);
    expect(settleDeal(s).deltas).toEqual({ A: -10, B: 5, C: 5 });
  });
  test('an agreed concession after the lead: every component lost at the multipliers said (piros 40-100, kontra: 16 each)', () => {
    const s = given([
      bid('A', 'piros-40-100', talon),
      pass('B'),
      pass('C'),
      play('A', 'piros-A', { melds: ['piros'] }),
      play('B', 'piros-7', { kontra: ['40-100'] }),
      play('C', 'makk-U'),
      { type: 'concede', player: 'A', agreedBy: ['B', 'C'] },
    ]);
    expect(settleDeal(s).deltas).toEqual({ A: -32, B: 16, C: 16 });
    const kontrad = defineRuleSet('kontrad', '1', { agreedConcession: 'kontrad' });
    const t = given(
      [
        bid('A', 'piros-40-100', talon),
        pass('B'),
        pass('C'),
        play('A', 'piros-A'),
        play('B', 'piros-7'),
        { type: 'concede', player: 'A', agreedBy: ['B', 'C'] },
      ],
      kontrad,
    );
    expect(settleDeal(t).deltas).toEqual({ A: -32, B: 16, C: 16 });
  });
});

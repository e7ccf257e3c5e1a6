// One board at one table: auction, then play and claims, then the result with Law 64 transfers,
// claim rulings and the Law 77 score. Expected scores are worked out by hand from Law 77.
import { describe, expect, test } from 'vitest';
import {
  leadElectionDue,
  parseCall,
  tableBoardDecider,
  tableResult,
  type Deal,
  type LawsEdition,
  type Seat,
  type TableBoardCommand,
  type TableBoardState,
  type Vulnerability,
} from '../../src';
import { DEAL, SEVEN_NT_BY_NORTH, play, tricks } from '../play/fixtures';

function board(
  commands: readonly TableBoardCommand[],
  options: { edition?: LawsEdition; vulnerability?: Vulnerability; deal?: Deal | null; dealer?: Seat } = {},
): TableBoardState {
  const d = tableBoardDecider({
    dealer: options.dealer ?? 'N',
    vulnerability: options.vulnerability ?? 'None',
    deal: options.deal === undefined ? DEAL : options.deal,
    edition: options.edition,
  });
  return commands.reduce((state, c) => d.decide(c, state).reduce(d.evolve, state), d.initialState);
}

const calls = (seat: Seat, text: string): TableBoardCommand[] => {
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  return text
    .split(' ')
    .map((t, i) => ({ type: 'MakeCall', seat: order[(order.indexOf(seat) + i) % 4]!, call: parseCall(t) }));
};

const SOUTH_3NT = calls('N', 'P P 3NT P P P'); // dealer North; South declares, West leads
const ACQUIESCE: TableBoardCommand[] = [
  { type: 'AcquiesceClaim', seat: 'W' },
  { type: 'AcquiesceClaim', seat: 'E' },
];

describe('a board played out', () => {
  test('7NT by North making all thirteen tricks, not vulnerable: 220 + 300 + 1000 = 1520', () => {
    const state = board([...calls('N', '7NT P P P'), ...SEVEN_NT_BY_NORTH]);
    expect(tableResult(state)).toEqual({
      contract: { level: 7, strain: 'NT', doubling: '' },
      declarer: 'N',
      tricksBeforeTransfers: 13,
      tricks: 13,
      transfers: [],
      nsScore: 1520,
      source: 'play',
    });
  });
  test('no result while play is running', () => {
    expect(tableResult(board([...calls('N', '7NT P P P'), ...SEVEN_NT_BY_NORTH.slice(0, 12)]))).toBeUndefined();
  });
  test('passed out scores 0 for both sides', () => {
    const result = tableResult(board(calls('N', 'P P P P')));
    expect(result).toMatchObject({ contract: 'Pass', declarer: null, nsScore: 0, source: 'passed-out' });
  });
  test('cards before the auction ends are refused', () => {
    expect(() => board([...calls('N', 'P P 3NT P'), play('W', 'H5')])).toThrow(/auction has not ended/);
  });
});

describe('claims and revokes in the result', () => {
  // Trick 1: South (declarer) discards a club on the heart lead: a revoke; dummy wins.
  // Trick 2: dummy leads, which establishes it; then South claims the rest and the defenders agree.
  const southRevokes = [
    ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'C6']),
    ...tricks(['N', 'HK'], ['E', 'HT'], ['S', 'H8'], ['W', 'H4']),
  ];
  const claimRest: TableBoardCommand = { type: 'MakeClaim', seat: 'S', tricks: 11, statement: 'all high' };
  test('declarer revoked, dummy won the revoke trick: one trick to the defenders (64A2); 3NT+3 = 490', () => {
    const state = board([...SOUTH_3NT, ...southRevokes, claimRest, ...ACQUIESCE]);
    const result = tableResult(state)!;
    expect([result.tricksBeforeTransfers, result.tricks, result.nsScore, result.source]).toEqual([
      13,
      12,
      490,
      'claim',
    ]);
    expect(result.transfers.map((t) => [t.count, t.basis, t.from])).toEqual([[1, '64A2', 'NS']]);
  });
  test("a claim makes the claimer's own pending revoke established (63A3)", () => {
    // South revokes on trick 1 and claims at once, before anyone plays to trick 2.
    const state = board([
      ...SOUTH_3NT,
      ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'C6']),
      { type: 'MakeClaim', seat: 'S', tricks: 12, statement: '' },
    ]);
    expect(state.play!.revokes[0]!.status).toBe('established');
    expect(state.play!.phase).toBe('ceased');
    expect(tableResult(state)).toBeUndefined(); // the claim is not agreed yet
  });
  test('both sides revoked: 2007 64B7 transfers nothing (3NT+4 = 520); 1997 transfers for each revoke (490)', () => {
    const both = [
      ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'C9'], ['S', 'H6']), // East revokes; dummy wins
      ...tricks(['N', 'DA'], ['E', 'DJ'], ['S', 'S3'], ['W', 'D2']), // East's revoke established; South revokes
      ...tricks(['N', 'DK'], ['E', 'DT'], ['S', 'D8'], ['W', 'D3']), // dummy plays: South's revoke established
      { type: 'MakeClaim', seat: 'S', tricks: 10, statement: 'the rest' } as const,
      ...ACQUIESCE,
    ];
    const in2007 = tableResult(board([...SOUTH_3NT, ...both], { edition: '2007' }))!;
    expect([in2007.tricks, in2007.nsScore]).toEqual([13, 520]);
    expect(in2007.transfers.map((t) => t.reason)).toEqual(['64B7', '64B7']);
    const in1997 = tableResult(board([...SOUTH_3NT, ...both], { edition: '1997' }))!;
    // East: revoke trick won by dummy, EW won nothing later: 64B1. South: dummy won trick 2: 64A2, one trick.
    expect(in1997.transfers.map((t) => [t.count, t.basis ?? t.reason])).toEqual([
      [0, '64B1'],
      [1, '64A2'],
    ]);
    expect([in1997.tricks, in1997.nsScore]).toEqual([12, 490]);
  });
  test('a disputed claim is scored as the director adjudicates: 3NT+2 = 460', () => {
    const state = board([
      ...SOUTH_3NT,
      ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']),
      { type: 'MakeClaim', seat: 'S', tricks: 12, statement: 'all mine' },
      { type: 'DisputeClaim', seat: 'E', reason: 'not without a finesse' },
      { type: 'AdjudicateClaim', tricksToClaimerSide: 10, basis: ['70E1'], reasoning: 'unstated finesse' },
    ]);
    expect(tableResult(state)).toMatchObject({ tricks: 11, nsScore: 460, source: 'claim' });
  });
  test("a defender's concession objected to by partner: play continues", () => {
    const state = board([
      ...SOUTH_3NT,
      ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']),
      { type: 'Concede', seat: 'E', tricks: 12 },
      { type: 'ObjectToConcession', seat: 'W' },
    ]);
    expect(state.play!.phase).toBe('play');
    expect(state.claim.status).toBe('none');
    expect(
      board([
        ...SOUTH_3NT,
        ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']),
        { type: 'Concede', seat: 'E', tricks: 12 },
        { type: 'ObjectToConcession', seat: 'W' },
        play('N', 'HK'),
      ]).play!.current.cards,
    ).toHaveLength(1);
  });
  test('a lead out of turn accepted by 54A changes the declarer of the result', () => {
    const state = board([
      ...SOUTH_3NT,
      play('E', 'HJ'),
      { type: 'RuleOnLeadOutOfTurn', option: 'declarer-spreads-hand', chosenBy: 'S' },
    ]);
    expect([state.play!.declarer, state.play!.dummy]).toEqual(['N', 'S']);
  });
});

describe('result-only entry (table scorer)', () => {
  test('4SX by North, NS vulnerable, nine tricks: one down doubled vulnerable, NS -200', () => {
    const state = board(
      [
        {
          type: 'EnterResult',
          contract: { level: 4, strain: 'S', doubling: 'X' },
          declarer: 'N',
          tricks: 9,
          lead: 'HJ',
        },
      ],
      { vulnerability: 'NS' },
    );
    expect(tableResult(state)).toMatchObject({ declarer: 'N', tricks: 9, nsScore: -200, source: 'entered' });
    expect(state.entered!.lead).toBe('HJ');
  });
  test("the lead is the opening leader's card: East (on North's left) holds ♥J; West's ♥5 and North's ♠A are refused, naming the card and the player", () => {
    const fourSpades = {
      type: 'EnterResult',
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
    } as const;
    expect(board([{ ...fourSpades, lead: 'HJ' }]).entered!.lead).toBe('HJ');
    expect(() => board([{ ...fourSpades, lead: 'H5' }])).toThrow('lead ♥5: East does not hold it');
    expect(() => board([{ ...fourSpades, lead: 'SA' }])).toThrow('lead ♠A: East does not hold it');
    // South declares: West leads, and his ♥5 stands; a ten is written as on a slip.
    expect(board([{ ...fourSpades, declarer: 'S', lead: 'H5' }]).entered!.lead).toBe('H5');
    expect(() => board([{ ...fourSpades, declarer: 'S', lead: 'ST' }])).toThrow('lead ♠10: West does not hold it');
    expect(() => board([{ ...fourSpades, lead: 'X9' as never }])).toThrow(/lead 'X9': not a card of the pack/);
  });
  test('without a hand record any card of the pack may be entered as the lead; without a lead, none is recorded', () => {
    expect(
      board(
        [
          {
            type: 'EnterResult',
            contract: { level: 4, strain: 'S', doubling: '' },
            declarer: 'N',
            tricks: 10,
            lead: 'SA',
          },
        ],
        { deal: null },
      ).entered!.lead,
    ).toBe('SA');
    expect(
      board([{ type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks: 10 }])
        .entered!.lead,
    ).toBeNull();
  });
  test('a passed-out board has no opening lead', () => {
    expect(() => board([{ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null, lead: 'HJ' }])).toThrow(
      'lead ♥J: a passed-out board has no opening lead',
    );
  });
  test('without a deal on record', () => {
    const state = board(
      [{ type: 'EnterResult', contract: { level: 3, strain: 'NT', doubling: '' }, declarer: 'E', tricks: 9 }],
      { deal: null },
    );
    expect(tableResult(state)!.nsScore).toBe(-400);
  });
  test('passed out', () => {
    expect(tableResult(board([{ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null }]))!.nsScore).toBe(
      0,
    );
  });
  test('bad input is refused naming the field', () => {
    expect(() =>
      board([{ type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks: 14 }]),
    ).toThrow(/tricks: 14/);
    expect(() =>
      board([...calls('N', 'P'), { type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null }]),
    ).toThrow(/call by call/);
  });
});

describe('play after a claim', () => {
  const claimed = [
    ...SOUTH_3NT,
    ...tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']),
    { type: 'MakeClaim', seat: 'S', tricks: 12, statement: '' } as const,
  ];
  test('2007: recorded as evidence for the director (70D3); 1997: recorded as void (68D)', () => {
    expect(board([...claimed, play('N', 'HK')], { edition: '2007' }).play!.playedAfterClaim).toEqual([
      { seat: 'N', card: 'HK' },
    ]);
    const d = tableBoardDecider({ dealer: 'N', vulnerability: 'None', deal: DEAL, edition: '1997' });
    const state = board(claimed, { edition: '1997' });
    expect(d.decide(play('N', 'HK'), state)).toEqual([
      { type: 'PlayAfterClaimRecorded', schemaVersion: 1, seat: 'N', card: 'HK', treatment: 'voided' },
    ]);
  });
  test('1997: the director may not rely on play after the claim', () => {
    const state = board([...claimed, { type: 'DisputeClaim', seat: 'E', reason: '' }], { edition: '1997' });
    const d = tableBoardDecider({ dealer: 'N', vulnerability: 'None', deal: DEAL, edition: '1997' });
    expect(() =>
      d.decide(
        {
          type: 'AdjudicateClaim',
          tricksToClaimerSide: 11,
          basis: ['70D3'],
          reasoning: '',
          playedAfterClaimConsidered: true,
        },
        state,
      ),
    ).toThrow(/voided/);
  });
});

describe('auction rulings reach the play', () => {
  // N 1S, three passes; East then bids 2H after the final pass (L39). 39C: East's bid is cancelled
  // and Law 26A2 (hearts) is armed against West, who then has his first lead at trick 2 or later.
  const auction: TableBoardCommand[] = [
    ...calls('N', '1S P P P'),
    { type: 'MakeCall', seat: 'E', call: parseCall('2H') },
  ];
  test('no card is played while the director is required in the auction', () => {
    expect(() => board([...auction, play('E', 'HJ')])).toThrow(/director is required/);
  });
  test("after the 39C ruling, declarer has the Law 26 option at West's first lead", () => {
    const ruled = board([...auction, { type: 'Rectify', irregularityAt: 4, option: '39', chosenBy: 'director' }]);
    expect(ruled.play!.armedLeadRestrictions).toEqual([
      { kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['H'] },
    ]);
    // On this deal West never wins a trick, so put him on lead directly to see the option declarer gets.
    const withWestOnLead = { ...ruled.play!, current: { no: 2, leader: 'W' as const, cards: [] }, turn: 'W' as const };
    expect(leadElectionDue(withWestOnLead)).toEqual({
      kind: 'lead-election',
      law: '26A2',
      target: 'W',
      suits: ['H'],
      modes: ['require', 'prohibit'],
    });
  });
});

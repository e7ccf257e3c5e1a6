// A BWS table's BiddingData and PlayData replayed through the rules engine: the commands an import
// records call by call and card by card, giving the result entered on the Bridgemate; what the
// engine refuses is kept up to the row before it and the rest reported by row.
// The deal: North holds the spades, East the hearts, South the diamonds, West the clubs. In notrumps
// East, on lead against North, wins every trick with his hearts; in spades North ruffs the first.
import { parseContract, parsePbnDeal, type Deal, type TableBoardCommand } from '@club/bridge';
import { describe, expect, test } from 'vitest';
import { replayBwsTable, type BwsStep, type BwsTableRecord } from '../src';

const DEAL = parsePbnDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432') as Deal;

/** Steps of one table from `N 1S, E Pass, ...`: the n-th is `<table> row n`. */
const steps = (table: string, text: string): BwsStep[] =>
  text.split(',').map((step, i) => {
    const [direction, value] = step.trim().split(' ') as [string, string];
    return { row: `${table} row ${i + 1}`, direction, text: value };
  });
const calls = (text: string) => steps('BiddingData', text);
const cards = (text: string) => steps('PlayData', text);

/** Every card of `count` tricks of hearts led by East from the top, nobody following, each seat's lowest card. */
function heartTricks(count: number): string {
  const ranks = 'AKQJT98765432';
  const low = [...ranks].reverse();
  return Array.from({ length: count }, (_, i) =>
    [`E H${ranks[i]}`, `S D${low[i]}`, `W C${low[i]}`, `N S${low[i]}`].join(', '),
  ).join(', ');
}

const record = (over: Partial<BwsTableRecord>): BwsTableRecord => ({
  dealer: 'N',
  vulnerability: 'None',
  deal: DEAL,
  contract: parseContract('1NT'),
  declarer: 'N',
  tricks: 0,
  lead: null,
  calls: calls('N 1NT, E Pass, S Pass, W Pass'),
  cards: [],
  ...over,
});

const kinds = (commands: readonly TableBoardCommand[] | null) =>
  commands?.map((c) =>
    c.type === 'MakeCall'
      ? `${c.seat} ${c.call.kind === 'Bid' ? `${c.call.level}${c.call.strain}` : c.call.kind}`
      : c.type === 'PlayCard'
        ? `${c.seat} ${c.card}`
        : c.type === 'MakeClaim'
          ? `${c.seat} claims ${c.tricks}`
          : `${c.type} ${'seat' in c ? c.seat : ''}`.trim(),
  );

describe('a table recorded call by call and card by card', () => {
  test('the whole play: every call and card, no claim, the tricks the play gives (East 13, declarer 0)', () => {
    const replay = replayBwsTable(record({ cards: cards(heartTricks(13)) }));
    expect(replay.problems).toEqual([]);
    expect(replay.commands).toHaveLength(4 + 52);
    expect(kinds(replay.commands)!.slice(0, 6)).toEqual(['N 1NT', 'E Pass', 'S Pass', 'W Pass', 'E HA', 'S D2']);
  });

  test('a play that stops early ends in declarer’s claim of the result entered, both defenders acquiescing', () => {
    // Two tricks to East; 1NT by North entered as 0 tricks: the other 11 go to the defence by the claim.
    const replay = replayBwsTable(record({ cards: cards(heartTricks(2)) }));
    expect(replay.problems).toEqual([]);
    expect(kinds(replay.commands)!.slice(-3)).toEqual(['N claims 0', 'AcquiesceClaim E', 'AcquiesceClaim W']);
  });

  test('without PlayData the lead entered with the result is played, then the claim', () => {
    const replay = replayBwsTable(record({ lead: 'HA' }));
    expect(kinds(replay.commands)!.slice(4)).toEqual(['E HA', 'N claims 0', 'AcquiesceClaim E', 'AcquiesceClaim W']);
  });

  test('a passed-out board is its four passes', () => {
    const replay = replayBwsTable(
      record({ contract: 'Pass', declarer: null, tricks: null, calls: calls('N Pass, E Pass, S Pass, W Pass') }),
    );
    expect(kinds(replay.commands)).toEqual(['N Pass', 'E Pass', 'S Pass', 'W Pass']);
    expect(replay.problems).toEqual([]);
  });
});

describe('what the engine refuses is reported by row; the result entered stands', () => {
  test('a card its player does not hold: the cards before it are kept, the rest is the claim', () => {
    // 4S by North making 10: East leads HA, South and West discard, North "plays" H2, which East holds.
    const replay = replayBwsTable(
      record({
        contract: parseContract('4S'),
        tricks: 10,
        calls: calls('N 1S, E Pass, S 4S, W Pass, N Pass, E Pass'),
        cards: cards('E HA, S D2, W C10, N H2, E HK'),
      }),
    );
    expect(kinds(replay.commands)!.slice(6)).toEqual([
      'E HA',
      'S D2',
      'W CT',
      'N claims 10',
      'AcquiesceClaim E',
      'AcquiesceClaim W',
    ]);
    expect(replay.problems).toEqual([
      "PlayData row 4: H2 by N: it is held by E, and N is to play: not recorded, nor the 1 card(s) after it; the tricks from there are declarer's claim of the result entered",
    ]);
  });

  test('a lead entered that the opening leader does not hold is reported; the tricks are the claim', () => {
    const replay = replayBwsTable(record({ lead: 'SA' }));
    expect(kinds(replay.commands)!.slice(4)).toEqual(['N claims 0', 'AcquiesceClaim E', 'AcquiesceClaim W']);
    expect(replay.problems).toEqual([
      "ReceivedData LeadCard: SA by E: it is held by N, and E is to play: not recorded; the tricks from there are declarer's claim of the result entered",
    ]);
  });

  test('cards that give the defence more tricks than the result allows stop where the result becomes impossible', () => {
    // 1NT by North entered making 7: after six tricks to East, a seventh makes 7 impossible.
    const replay = replayBwsTable(record({ tricks: 7, cards: cards(heartTricks(8)) }));
    expect(replay.commands!.filter((c) => c.type === 'PlayCard')).toHaveLength(27);
    expect(kinds(replay.commands)!.at(-3)).toBe('N claims 7');
    expect(replay.problems).toEqual([
      "PlayData row 28: the cards give declarer's side 0 trick(s) with 6 to play, the result entered is 7: not recorded, nor the 4 card(s) after it; the tricks from there are declarer's claim of the result entered",
    ]);
  });

  test('an irregular call (an insufficient bid): no call is recorded, the result is entered on its own', () => {
    const replay = replayBwsTable(record({ calls: calls('N 1NT, E 1S, S Pass, W Pass, N Pass') }));
    expect(replay.commands).toBeNull();
    expect(replay.problems).toEqual([
      'BiddingData row 2: 1S by E: an irregular call, insufficient bid (Law 27): the auction and play are not recorded, the result is entered on its own',
    ]);
  });

  test('an auction ending in another contract than the result entered', () => {
    const replay = replayBwsTable(record({ contract: parseContract('2NT') }));
    expect(replay.commands).toBeNull();
    expect(replay.problems).toEqual([
      'BiddingData row 4: the auction ends 1NT by N, the result entered is 2NT by N: the auction and play are not recorded, the result is entered on its own',
    ]);
  });

  test('an auction that stops before its end, a call that is none, a bid above seven', () => {
    expect(replayBwsTable(record({ calls: calls('N 1NT, E Pass') })).problems).toEqual([
      'BiddingData row 2: the auction stops before it ends: the auction and play are not recorded, the result is entered on its own',
    ]);
    expect(replayBwsTable(record({ calls: calls('N 1NT, E 1Z') })).problems[0]).toMatch(
      /^BiddingData row 2: call '1Z' is not Pass\/P, X, XX or <level>/,
    );
    expect(replayBwsTable(record({ calls: calls('N 1NT, E 8C') })).problems[0]).toMatch(
      /^BiddingData row 2: 8C by E: an irregular call, bid above seven \(Law 38\)/,
    );
  });

  test('without the whole deal no card can be played: the result is entered', () => {
    const replay = replayBwsTable(record({ deal: null, cards: cards('E HA') }));
    expect(replay.commands).toBeNull();
    expect(replay.problems[0]).toBe(
      'BiddingData row 1: the hand record has not the whole deal, so no card can be played: the auction and play are not recorded, the result is entered on its own',
    );
  });

  test('the seats: a call by the wrong seat is a call out of rotation', () => {
    const replay = replayBwsTable(record({ calls: calls('N 1NT, S Pass, E Pass, W Pass') }));
    expect(replay.commands).toBeNull();
    expect(replay.problems[0]).toBe(
      'BiddingData row 2: Pass by S: an irregular call, pass out of rotation (Law 30B1): the auction and play are not recorded, the result is entered on its own',
    );
  });
});

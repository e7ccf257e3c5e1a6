import { describe, expect, test } from 'vitest';
import {
  ALL_BIDS,
  bidRank,
  formatCall,
  isSufficient,
  lowestSufficientBid,
  parseAuctionCommand,
  parseCall,
  parseCalls,
  bid,
} from '../../src';

describe('calls: parsing and formatting', () => {
  test.each([
    ['1C', 'Bid 1 C'],
    ['1nt', 'Bid 1 NT'],
    ['3N', 'Bid 3 NT'],
    ['7S', 'Bid 7 S'],
    ['8NT', 'Bid 8 NT'],
    ['Pass', 'Pass'],
    ['p', 'Pass'],
    ['X', 'Double'],
    ['dbl', 'Double'],
    ['XX', 'Redouble'],
    ['Rdbl', 'Redouble'],
  ])('%s is read as %s', (text, expected) => {
    const call = parseCall(text);
    expect(call.kind === 'Bid' ? `Bid ${call.level} ${call.strain}` : call.kind).toBe(expected);
  });

  test.each(['0C', '1Z', 'XXX', '', 'one heart'])('%j is refused with its text named', (text) => {
    expect(() => parseCall(text)).toThrow(new RegExp(`call '${text}' is not`));
  });

  test('a bid above seven is recorded as spoken (Law 38)', () => expect(formatCall(parseCall('9h'))).toBe('9H'));
  test('formats back to the short forms', () =>
    expect(parseCalls('P 1NT x xx 2c').map(formatCall)).toEqual(['Pass', '1NT', 'X', 'XX', '2C']));
  test('a bad call in a list is named by position', () =>
    expect(() => parseCalls('1C 2Q')).toThrow(/call 2: call '2Q'/));
  test('the error of a bad call in a list keeps the error of that call as its cause', () => {
    const thrown = (() => {
      try {
        parseCalls('1C 2Q');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(thrown?.cause).toBeInstanceOf(Error);
    expect((thrown?.cause as Error).message).toMatch(/call '2Q'/);
  });
});

describe('Law 18: bid ranking', () => {
  test('there are 35 bids, each outranking the one before (18B, 18E)', () => {
    expect(ALL_BIDS).toHaveLength(35);
    expect(ALL_BIDS.map(formatCall).slice(0, 6)).toEqual(['1C', '1D', '1H', '1S', '1NT', '2C']);
    ALL_BIDS.slice(1).forEach((b, i) => expect(bidRank(b)).toBeGreaterThan(bidRank(ALL_BIDS[i]!)));
  });
  test('more tricks in any denomination, or the same number in a higher one, is sufficient (18B/C)', () => {
    expect(isSufficient(bid(2, 'C'), bid(1, 'NT'))).toBe(true);
    expect(isSufficient(bid(1, 'S'), bid(1, 'H'))).toBe(true);
    expect(isSufficient(bid(1, 'D'), bid(1, 'H'))).toBe(false);
    expect(isSufficient(bid(1, 'H'), bid(1, 'H'))).toBe(false);
    expect(isSufficient(bid(1, 'C'), undefined)).toBe(true);
  });
  test('the lowest sufficient bid in a denomination (27B1a)', () => {
    expect(formatCall(lowestSufficientBid('D', bid(1, 'H')))).toBe('2D');
    expect(formatCall(lowestSufficientBid('S', bid(1, 'H')))).toBe('1S');
    expect(formatCall(lowestSufficientBid('C', undefined))).toBe('1C');
  });
});

describe('commands from outside are checked with zod', () => {
  test('a well-formed call command is accepted', () => {
    expect(parseAuctionCommand({ type: 'MakeCall', seat: 'N', call: { kind: 'Bid', level: 8, strain: 'NT' } })).toEqual(
      {
        type: 'MakeCall',
        seat: 'N',
        call: { kind: 'Bid', level: 8, strain: 'NT' },
      },
    );
  });
  test('a bad seat is named', () => {
    expect(() => parseAuctionCommand({ type: 'MakeCall', seat: 'Q', call: { kind: 'Pass' } })).toThrow(/field 'seat'/);
  });
  test('a level of 0 is named', () => {
    expect(() =>
      parseAuctionCommand({ type: 'MakeCall', seat: 'N', call: { kind: 'Bid', level: 0, strain: 'C' } }),
    ).toThrow(/field 'call.level'/);
  });
  test('a ruling without its option is named', () => {
    expect(() => parseAuctionCommand({ type: 'Rectify', irregularityAt: 1, chosenBy: 'director' })).toThrow(
      /field 'option'/,
    );
  });
});

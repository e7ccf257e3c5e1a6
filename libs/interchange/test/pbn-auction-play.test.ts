import { describe, expect, test } from 'vitest';
import { parsePbn, readPbnGames, type PbnGameRecord } from '../src';

const game = (auction: string[], play: string[]) =>
  [
    '[Event "Practice"]',
    '[Board "1"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Deal "N:KJ75.KQJ.97532.Q Q842.T93.KT6.KT4 9.A8765.QJ8.AJ85 AT63.42.A4.97632"]',
    '[Declarer "S"]',
    '[Contract "4H"]',
    '[Result "^10"]',
    '[Auction "N"]',
    ...auction,
    '[Note "1:game try"]',
    '[Note "2:to play"]',
    '[Play "W"]',
    ...play,
  ].join('\n');

const read = (text: string, file = 'hand.pbn'): PbnGameRecord => readPbnGames(parsePbn(text, file))[0]!;

describe('Auction section', () => {
  const record = read(
    game(['Pass Pass 1H Pass', '2D =1= Pass 3H! $1 Pass', '4H {happy} =2= AP'], ['C7 CQ CK CA', 'H2 HK H3 H5', '*']),
  );

  test('calls in rotation from the first caller, with notes, NAGs, suffixes and comments', () => {
    const auction = record.auction!;
    expect(auction.first).toBe('N');
    expect(
      auction.calls.map((c) => `${c.seat}:${c.call.kind === 'Bid' ? `${c.call.level}${c.call.strain}` : c.call.kind}`),
    ).toEqual(['N:Pass', 'E:Pass', 'S:1H', 'W:Pass', 'N:2D', 'E:Pass', 'S:3H', 'W:Pass', 'N:4H']);
    expect(auction.calls[4]).toMatchObject({ notes: [1], line: 11 });
    expect(auction.calls[6]).toMatchObject({ suffix: '!', nags: [1] });
    expect(auction.calls[8]).toMatchObject({ comments: ['happy'], notes: [2] });
    expect(auction.allPass).toBe(true);
    expect(auction.incomplete).toBe(false);
    expect(auction.notes).toEqual({ 1: 'game try', 2: 'to play' });
  });

  test('the table result tags: ^ marks a trick count agreed by the players', () => {
    expect(record).toMatchObject({
      board: 1,
      dealer: 'N',
      declarer: 'S',
      contract: { level: 4, strain: 'H', doubling: '' },
      tricks: 10,
      agreedWrongCount: true,
      irregularDeclarer: false,
    });
    expect(record.hands!.S).toContain('HA');
  });

  test('unknown calls (-) and an incomplete record (*)', () => {
    const auction = read(game(['- 1NT X *'], [])).auction!;
    expect(auction.calls.map((c) => c.call.kind)).toEqual(['Unknown', 'Bid', 'Double']);
    expect(auction.incomplete).toBe(true);
  });

  test('refused: a word that is not a call, a call after AP, a bad first seat', () => {
    expect(() => read(game(['Pass 8C'], []))).toThrow(
      "hand.pbn:10: Auction call 2: '8C' is not a call (Pass, X, XX, 1C..7NT, AP, -, *)",
    );
    expect(() => read(game(['1C AP Pass'], []))).toThrow(
      "hand.pbn:10: Auction call 2: 'Pass' follows the end of the record (AP)",
    );
    expect(() => read(game([], []).replace('[Auction "N"]', '[Auction "Z"]'))).toThrow(
      "hand.pbn:9: tag Auction: 'Z' is not the first caller's seat N, E, S or W",
    );
  });
});

describe('Play section', () => {
  test('one trick per line, cards in seat order from the opening leader, * ends the record', () => {
    const play = read(game(['Pass AP'], ['C7 CQ CK CA', 'H2 HK - H5', '*'])).play!;
    expect(play.first).toBe('W');
    expect(play.tricks).toHaveLength(2);
    expect(play.tricks[0]!.cards.map((c) => `${c.seat}:${c.card}`)).toEqual(['W:C7', 'N:CQ', 'E:CK', 'S:CA']);
    expect(play.tricks[1]!.cards[2]).toMatchObject({ seat: 'E', card: null });
    expect(play.incomplete).toBe(true);
  });

  test('refused: a card played twice, a fifth card, a trick after *, not a card', () => {
    expect(() => read(game([], ['C7 CQ CK CA', 'C7 HK H3 H5']))).toThrow(
      'hand.pbn:14: Play trick 2: C7 was already played in trick 1',
    );
    expect(() => read(game([], ['C7 CQ CK CA H2']))).toThrow(
      "hand.pbn:13: Play trick 1: 'H2' is a fifth card in one trick",
    );
    expect(() => read(game([], ['C7 CQ CK CA *', 'H2 HK H3 H5']))).toThrow(
      'hand.pbn:14: Play trick 2: a trick follows the end of the record (*)',
    );
    expect(() => read(game([], ['C7 CQ CZ CA']))).toThrow(/^hand\.pbn:13: Play trick 1: 'CZ' is not a card/);
  });
});

describe('table result tags', () => {
  test('a bad Result and an irregular declarer', () => {
    expect(() => read('[Result "14"]')).toThrow("hand.pbn:1: tag Result: '14' is not a number of tricks from 0 to 13");
    expect(read('[Declarer "^E"]')).toMatchObject({ declarer: 'E', irregularDeclarer: true });
    expect(() => read('[Contract "4Z"]')).toThrow("hand.pbn:1: tag Contract: '4Z' is not a contract");
  });
});

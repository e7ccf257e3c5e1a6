// LIN → PBN 2.1 with Auction and Play sections; the PBN read back gives the same boards.
import { describe, expect, test } from 'vitest';
import { formatCall, type Seat } from '@club/bridge';
import { importLin, linToPbn, parsePbn, readPbnGames } from '../src';
import { PLAY_TWO_TRICKS, VUGRAPH, single } from '@club/testing';

describe('LIN to PBN', () => {
  test('a claimed board: tags, the alert as a note, the tricks from the opening leader, * after the claim', () => {
    const pbn = linToPbn(importLin(single(PLAY_TWO_TRICKS), 'one.lin'));
    expect(pbn).toContain(
      [
        '[Contract "3NT"]',
        '[Result "13"]',
        '[Auction "N"]',
        '1C =1= Pass 1D Pass',
        '2NT Pass 3NT Pass',
        'Pass Pass',
        '[Note "1:strong"]',
        '[Play "E"]',
        'S7 S3 S2 SA',
        'S8 S4 H2 SK',
        '*',
      ].join('\n'),
    );
    expect(pbn).toContain('[North "Ned"]');
    expect(pbn).toContain('[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]');
  });

  test('a claim in the middle of a trick: the cards not played are -, the result the claim', () => {
    const lin = importLin(single('pc|S7|pc|S3|pc|S2|pc|SA|pc|SK|pc|S8|', 'mc|12|'), 'mid.lin');
    expect(lin.boards[0]!.replay).toMatchObject({ tricks: 12, nsScore: 490, claimed: true });
    expect(linToPbn(lin)).toContain('[Play "E"]\nS7 S3 S2 SA\nS8 - - SK\n*\n');
  });

  test('an auction cut short: written up to the cut with *, no contract; CRLF line ends read the same', () => {
    const lin = importLin(single('', '').replace('mb|p|mb|p|mb|p|pg||', 'pg||').replaceAll('\n', '\r\n'), 'cut.lin');
    const pbn = linToPbn(lin);
    expect(pbn).toContain('[Contract "?"]');
    expect(pbn).toContain('[Auction "N"]\n1C =1= Pass 1D Pass\n2NT Pass 3NT\n*\n[Note "1:strong"]');
    expect(readPbnGames(parsePbn(pbn, 'cut.pbn'))[0]!.auction).toMatchObject({ incomplete: true });
    expect(lin.irregularities.map((i) => [i.token, i.problem])).toEqual([
      ['board 1, token 14 mb|3N|', 'the auction stops before it ends: no result'],
    ]);
  });

  test('round trip: every board of a vugraph file read back from the PBN with the same deal, auction, play and result', () => {
    const lin = importLin(VUGRAPH, 'match.lin');
    const games = readPbnGames(parsePbn(linToPbn(lin), 'match.pbn'));
    expect(games).toHaveLength(lin.boards.length);
    lin.boards.forEach((board, i) => {
      const game = games[i]!;
      expect(game).toMatchObject({
        board: board.board,
        dealer: board.dealer,
        vulnerability: board.vulnerability,
        contract: board.replay.contract,
        declarer: board.replay.declarer,
        tricks: board.replay.contract === 'Pass' ? null : board.replay.tricks,
      });
      expect(game.hands).toEqual(board.deal);
      const calls = game.auction!.calls.map((c) => `${c.seat} ${c.call.kind === 'Unknown' ? '-' : formatCall(c.call)}`);
      expect(calls).toEqual(board.calls.map((c) => `${c.seat} ${formatCall(c.call)}`));
      const notes = game.auction!.calls.map((c) => c.notes.map((n) => game.auction!.notes[n]));
      expect(notes).toEqual(board.calls.map((c) => (c.alert || c.explanation !== null ? [c.explanation ?? ''] : [])));
      const cards = (game.play?.tricks ?? []).map((t) => bySeat(t.cards.filter((c) => c.card !== null)));
      expect(cards).toEqual(board.replay.tricksPlayed.map((t) => bySeat(t.cards)));
      expect(game.play?.incomplete ?? false).toBe(board.replay.claimed);
    });
  });
});

const bySeat = (cards: readonly { seat: Seat; card: string | null }[]) =>
  Object.fromEntries(cards.map((c) => [c.seat, c.card]));

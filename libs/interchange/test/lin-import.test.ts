// LIN import: tokens, boards, the replay through the rules engine, and errors naming file, board and token.
import { describe, expect, test } from 'vitest';
import { importLin, parseLin, scanLin } from '../src';
import { failure } from './import-failure';
import { AUCTION_3NT, DEAL_NORTH_DEALS, PLAY_TWO_TRICKS, VUGRAPH, single } from '@club/testing';

describe('LIN tokens', () => {
  test('pairs of tag and value with their position and line; line breaks between pairs ignored', () => {
    expect(scanLin('pn|a,b,c,d|st||\nmb|1N!|', 'x.lin')).toEqual([
      { tag: 'pn', value: 'a,b,c,d', index: 1, line: 1 },
      { tag: 'st', value: '', index: 2, line: 1 },
      { tag: 'mb', value: '1N!', index: 3, line: 2 },
    ]);
  });
  test('a tag that is not two letters, or a value never closed, names file, line and token', () => {
    expect(failure(() => scanLin('pn|a|\nxyz|1|', 'x.lin')).message).toBe(
      "x.lin:2: token 2: 'xyz' is not a two-letter LIN tag (pairs are written tag|value|)",
    );
    expect(failure(() => scanLin('pn|a|mb|1N', 'x.lin')).message).toBe(
      'x.lin:1: token 2 mb: the file ends before the value is closed by |',
    );
  });
});

describe('a single board with a claim', () => {
  const lin = importLin(single(PLAY_TWO_TRICKS), 'one.lin');
  const board = lin.boards[0]!;

  test('players (pn gives South, West, North, East), dealer, vulnerability, deal with the fourth hand worked out', () => {
    expect(lin.boards).toHaveLength(1);
    expect(board).toMatchObject({ board: 1, room: null, title: 'Board 1', dealer: 'N', vulnerability: 'None' });
    expect(board.players).toEqual({ S: 'Sam', W: 'Wendy', N: 'Ned', E: 'Edith' });
    expect(board.deal.E).toEqual(['ST', 'S9', 'S8', 'S7', 'HJ', 'HT', 'H9', 'DJ', 'DT', 'D9', 'CJ', 'CT', 'C9']);
  });
  test('the auction in rotation from the dealer, the alert and its explanation', () => {
    expect(board.calls.map((c) => c.seat).join('')).toBe('NESWNESWNE');
    expect(board.calls[0]).toMatchObject({
      call: { kind: 'Bid', level: 1, strain: 'C' },
      alert: true,
      explanation: 'strong',
    });
    expect(board.calls[1]).toMatchObject({ call: { kind: 'Pass' }, alert: false, explanation: null });
  });
  test('replayed: 3NT by North, two tricks played, the claim of 13 in all gives 3NT+4 = 100 + 120 + 300 = 520', () => {
    expect(board.replay).toMatchObject({
      contract: { level: 3, strain: 'NT', doubling: '' },
      declarer: 'N',
      openingLeader: 'E',
      tricks: 13,
      nsScore: 520,
      claimed: true,
      irregularities: [],
    });
    expect(board.replay.tricksPlayed.map((t) => t.cards.map((c) => `${c.seat}${c.card}`).join(' '))).toEqual([
      'ES7 SS3 WS2 NSA',
      'NSK ES8 SS4 WH2',
    ]);
  });
  test('a claim of fewer tricks: 9 in all after two won gives 3NT= (400)', () => {
    expect(importLin(single(PLAY_TWO_TRICKS, 'mc|9|'), 'one.lin').boards[0]!.replay).toMatchObject({
      tricks: 9,
      nsScore: 400,
    });
  });
});

describe('a multi-board (vugraph) file', () => {
  const lin = importLin(VUGRAPH, 'match.lin');

  test('one board per qx, room and board number from it, players per room, the event from vg', () => {
    expect(lin.event).toBe('Club Teams');
    expect(lin.boards.map((b) => [b.board, b.room, b.players.N])).toEqual([
      [1, 'Open', 'Ned'],
      [1, 'Closed', 'Nick'],
      [2, 'Open', 'Ned'],
    ]);
  });
  test('results: claimed 13, played out 13, passed out; board 2 dealt by East (digit 4), NS vulnerable', () => {
    expect(lin.boards.map((b) => [b.replay.tricks, b.replay.nsScore, b.replay.claimed])).toEqual([
      [13, 520, true],
      [13, 520, false],
      [null, 0, false],
    ]);
    expect(lin.boards[2]).toMatchObject({ dealer: 'E', vulnerability: 'NS', replay: { contract: 'Pass' } });
    expect(lin.boards[1]!.replay.tricksPlayed).toHaveLength(13);
  });
  test("eight names in one pn: the first four the open room's, the last four the closed room's", () => {
    const eight = VUGRAPH.replace('pn|Sue,Walt,Nick,Eve|', '').replace(
      'qx|o1|pn|Sam,Wendy,Ned,Edith|',
      'qx|o1|pn|Sam,Wendy,Ned,Edith,Sue,Walt,Nick,Eve|',
    );
    expect(importLin(eight, 'match.lin').boards.map((b) => b.players.W)).toEqual(['Wendy', 'Walt', 'Wendy']);
  });
  test("the header's results (rs) agree with the replays; one that does not is reported", () => {
    expect(lin.boards.map((b) => b.headerResult)).toEqual(['3NN+4', '3NN+4', 'P']);
    expect(lin.irregularities).toEqual([]);
    const wrong = importLin(VUGRAPH.replace('rs|3NN+4,3NN+4,', 'rs|3NN+4,3NN+3,'), 'match.lin');
    expect(wrong.irregularities).toEqual([
      {
        board: 1,
        token: 'board 1, token 100 pc|C5|',
        line: 12,
        code: 'lin-header-result-differs',
        params: { header: '3NN+3', replay: '3NN+4' },
        problem: 'the header (rs) records 3NN+3, the replay gives 3NN+4',
      },
    ]);
  });
});

describe('undo (up): what BBO took back is not replayed', () => {
  test('a mis-clicked call taken back (up|1|) and made again gives the same auction and result', () => {
    // North's 1C then an undone 7NT by East; East's pass stands in its place.
    const misclick = single(PLAY_TWO_TRICKS).replace('mb|1C!|an|strong|', 'mb|1C!|an|strong|mb|7N|up|1|');
    const board = importLin(misclick, 'undo.lin').boards[0]!;
    expect(board.calls.map((c) => c.seat).join('')).toBe('NESWNESWNE');
    expect(board.calls[0]).toMatchObject({ alert: true, explanation: 'strong' });
    expect(board.replay).toMatchObject({ tricks: 13, nsScore: 520, irregularities: [] });
  });
  test('an undo with no count takes back one card; an undo of two takes back a card and the call before the play', () => {
    // East's S7 lead taken back and replaced by the heart jack: North wins it with the ace.
    const card = single('pc|S7|up||pc|HJ|pc|H6|pc|H2|pc|HA|', '');
    expect(importLin(card, 'undo.lin').boards[0]!.replay.tricksPlayed[0]!.cards.map((c) => c.card)).toEqual([
      'HJ',
      'H6',
      'H2',
      'HA',
    ]);
    const twoBack = `${DEAL_NORTH_DEALS}mb|1C|mb|p|mb|1D|up|2|mb|1H|mb|p|mb|p|mb|p|`;
    expect(importLin(twoBack, 'undo.lin').boards[0]!.replay).toMatchObject({
      contract: { level: 1, strain: 'H' },
      declarer: 'E',
    });
  });
  test('a claim taken back is no claim: the record stops with the tricks played', () => {
    const lin = importLin(single(PLAY_TWO_TRICKS, 'mc|13|up|1|'), 'undo.lin');
    expect(lin.boards[0]!.claim).toBeNull();
    expect(lin.boards[0]!.replay.tricks).toBeNull();
  });
  test('an undo of more than was done, or of no number, names its token', () => {
    expect(failure(() => parseLin(`${DEAL_NORTH_DEALS}mb|1C|up|2|`, 'u.lin')).message).toBe(
      'u.lin:1: board 1, token 3 up|2|: an undo of 2 actions, but the board has only 1 to take back',
    );
    expect(failure(() => parseLin(`${DEAL_NORTH_DEALS}mb|1C|up|x|`, 'u.lin')).message).toBe(
      "u.lin:1: board 1, token 3 up|x|: 'x' is not a number of actions to undo",
    );
  });
});

describe('irregular records', () => {
  test('a card played twice: the error names file, board and token', () => {
    const twice = 'pc|S7|pc|S3|pc|S2|pc|SA|pc|SA|';
    expect(failure(() => importLin(single(twice), 'bad.lin')).message).toBe(
      'bad.lin:3: board 1, token 23 pc|SA|: SA was already played (token 22)',
    );
    // The code and parameters the site words it from.
    expect(failure(() => importLin(single(twice), 'bad.lin')).reason).toEqual({
      code: 'lin-card-played-twice',
      params: { card: 'SA', earlier: 22 },
    });
  });
  test('a card from a hand not due to play', () => {
    expect(failure(() => importLin(single('pc|S7|pc|S2|'), 'bad.lin')).message).toBe(
      'bad.lin:3: board 1, token 20 pc|S2|: S2 is held by W, but S is to play',
    );
  });
  test('a claim the tricks contradict: fewer than already won, or more than remain', () => {
    expect(failure(() => importLin(single(PLAY_TWO_TRICKS, 'mc|1|'), 'bad.lin')).message).toBe(
      "bad.lin:3: board 1, token 29 mc|1|: a claim of 1 tricks, but declarer's side has already won 2",
    );
    const played = VUGRAPH.replace('pc|C8|pc|C5|pg||', 'pc|C8|pc|C5|mc|12|pg||');
    expect(failure(() => importLin(played, 'bad.lin')).message).toBe(
      "bad.lin:12: board 1, token 101 mc|12|: a claim of 12 tricks after the play, but declarer's side won 13",
    );
  });
  test('an insufficient bid is refused with its law; a call after the auction ended too', () => {
    expect(failure(() => importLin(`${DEAL_NORTH_DEALS}mb|1S|mb|1H|`, 'bad.lin')).message).toBe(
      'bad.lin:1: board 1, token 3 mb|1H|: an irregular call by E: insufficient bid (Law 27)',
    );
    expect(failure(() => importLin(`${DEAL_NORTH_DEALS}mb|p|mb|p|mb|p|mb|p|mb|p|`, 'bad.lin')).message).toBe(
      'bad.lin:1: board 1, token 6 mb|p|: a call after the auction has ended',
    );
  });
  test('a card on a passed-out board', () => {
    expect(failure(() => importLin(`${DEAL_NORTH_DEALS}mb|p|mb|p|mb|p|mb|p|pc|S7|`, 'bad.lin')).message).toBe(
      'bad.lin:1: board 1, token 6 pc|S7|: the board was passed out: there is no play',
    );
  });
  test('a revoke is a fact of the play: reported by board and token, the play goes on', () => {
    // East leads a heart; West, holding hearts, discards a diamond.
    const revoke = 'pc|HJ|pc|H6|pc|D2|pc|HA|pc|SA|pc|S7|pc|S3|pc|S2|';
    const board = importLin(single(revoke), 'revoke.lin').boards[0]!;
    expect(board.replay.irregularities).toEqual([
      {
        board: 1,
        token: 'board 1, token 21 pc|D2|',
        line: 3,
        code: 'lin-revoke',
        params: { offender: 'W', card: 'D2', trick: 1, legal: 'H5 H4 H3 H2' },
        problem: 'revoke: W played D2 in trick 1 holding H5 H4 H3 H2 (Law 61; recorded as played)',
      },
    ]);
    expect(board.replay.tricks).toBe(13);
  });
  test('a record that stops early has no result and says so', () => {
    const lin = importLin(single(PLAY_TWO_TRICKS, ''), 'cut.lin');
    expect(lin.boards[0]!.replay.tricks).toBeNull();
    expect(lin.irregularities.map((i) => i.problem)).toEqual([
      'the play stops before the thirteenth trick without a claim: no result',
    ]);
  });
  test('bad values name the token: a deal, a vulnerability, a card, a call before the deal', () => {
    expect(failure(() => parseLin('md|3SAKX,,,|', 'd.lin')).message).toBe(
      "d.lin:1: board 1, token 1 md|3SAKX,,,|: hand S 'SAKX': 'X' is not a card rank (AKQJT98765432)",
    );
    expect(failure(() => parseLin(`${DEAL_NORTH_DEALS}sv|z|`, 'd.lin')).message).toBe(
      "d.lin:1: board 1, token 2 sv|z|: 'z' is not a vulnerability: o (none), n (North-South), e (East-West) or b (both)",
    );
    expect(failure(() => parseLin(`${DEAL_NORTH_DEALS}${AUCTION_3NT}pc|Z9|`, 'd.lin')).message).toMatch(
      /^d\.lin:1: board 1, token 13 pc\|Z9\|: 'Z9' is not a card of the pack/,
    );
    expect(failure(() => parseLin('mb|1N|', 'd.lin')).message).toBe(
      'd.lin:1: token 1 mb|1N|: comes before the deal (md|…|) of its board',
    );
  });
});

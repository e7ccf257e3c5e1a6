import { describe, expect, test } from 'vitest';
import { importUsebio, importUsebioSessions, type SessionResults } from '../src';
import { dataText } from './fixtures';

const load = (name: string): SessionResults => importUsebio(dataText(`usebio/${name}`), name);
const resultsOf = (session: SessionResults) => session.boards.flatMap((b) => b.results);

describe('mp_pairs_mitchell.xml (Compscore3, MP pairs Mitchell)', () => {
  const session = load('mp_pairs_mitchell.xml');

  test('event: description, dd/mm/yyyy date, EVENT_TYPE', () => {
    expect(session.event).toEqual({
      name: 'EL Mon 1:00pm Open (11-Jul-22)',
      date: '2022-07-11',
      scoring: 'MP_PAIRS',
      method: 'MP',
      site: 'Club 1',
    });
  });

  test('27 boards, 512 traveller lines (board 15 has 18), 19 + 19 pairs', () => {
    expect(session.boards).toHaveLength(27);
    expect(resultsOf(session)).toHaveLength(512);
    expect(session.boards.find((b) => b.board === 15)!.results).toHaveLength(18);
    expect(session.participants.filter((p) => p.direction === 'NS')).toHaveLength(19);
    expect(session.participants.filter((p) => p.direction === 'EW')).toHaveLength(19);
  });

  test('line 755: 1NS v 1EW, 1NT by E, lead 2D (rank first), 5 tricks, +100, MP 30/6', () => {
    const line = session.boards[0]!.results[0]!;
    expect(line).toMatchObject({
      ns: '1NS',
      ew: '1EW',
      contract: { level: 1, strain: 'NT', doubling: '' },
      declarer: 'E',
      lead: 'D2',
      tricks: 5,
      scoreNS: 100,
      adjusted: null,
      line: 755,
    });
    expect(line.oracle['NS_MATCH_POINTS']?.number).toBe(30);
    expect(line.oracle['EW_MATCH_POINTS']?.number).toBe(6);
  });

  test('pair 2EW: number 2, totals kept as the program wrote them', () => {
    const pair = session.participants.find((p) => p.id === '2EW')!;
    expect(pair).toMatchObject({ number: '2', direction: 'EW', kind: 'pair' });
    expect(pair.oracle['TOTAL_SCORE']?.text).toBe('416.05');
    expect(pair.oracle['PERCENTAGE']?.number).toBe(42.8);
    expect(pair.oracle['PLACE']?.number).toBe(17);
  });

  test("each player's NATIONAL_ID_NUMBER beside his name (the federation id), on every pair", () => {
    expect(session.participants.find((p) => p.id === '1NS')).toMatchObject({
      names: ['Player 1', 'Player 2'],
      federationIds: ['90001', '90002'],
    });
    expect(session.participants.find((p) => p.id === '2EW')).toMatchObject({
      names: ['Player 7', 'Player 8'],
      federationIds: ['90007', '90008'],
    });
    expect(session.participants.every((p) => p.federationIds?.length === 2 && p.federationIds.every(Boolean))).toBe(
      true,
    );
  });

  test('hands from HANDSET as a PBN deal, markings from Law 2', () => {
    const board = session.boards[0]!;
    expect(board).toMatchObject({ board: 1, dealer: 'N', vulnerability: 'None' });
    expect(board.deal).toBe('N:AJ9.K863.8.A9532 Q83.A7542.A.KJ86 64.JT.Q97632.QT4 KT752.Q9.KJT54.7');
    expect(board.hands!.N).toContain('SA');
    expect(session.boards[1]).toMatchObject({ dealer: 'E', vulnerability: 'NS' });
  });

  test('board 25: PASS has no declarer or tricks and scores 0', () => {
    const pass = session.boards.find((b) => b.board === 25)!.results.find((r) => r.contract === 'Pass')!;
    expect(pass).toMatchObject({ ns: '12NS', ew: '6EW', declarer: null, tricks: null, scoreNS: 0, lead: null });
    expect(pass.oracle['NS_MATCH_POINTS']?.number).toBe(34);
  });
});

describe('mp_pairs_mitchell_adjusted.xml (artificial scores)', () => {
  const session = load('mp_pairs_mitchell_adjusted.xml');
  test('27 boards × 21 lines, 42 pairs', () => {
    expect(session.boards.every((b) => b.results.length === 21)).toBe(true);
    expect(session.participants).toHaveLength(42);
  });
  test('board 2, 9NS v 8EW: A6060 is 60 % to both sides, no contract', () => {
    const line = session.boards[1]!.results.find((r) => r.ns === '9NS')!;
    expect(line).toMatchObject({
      ew: '8EW',
      contract: null,
      scoreNS: null,
      adjusted: { kind: 'artificial', nsPercent: 60, ewPercent: 60, text: 'A6060' },
    });
    expect(line.oracle['NS_MATCH_POINTS']?.number).toBe(24);
  });
  test('board 3, 1NS v 1EW: A5050', () => {
    expect(session.boards[2]!.results[0]!.adjusted).toMatchObject({ nsPercent: 50, ewPercent: 50 });
  });
  test('a void is written as an empty suit element', () => {
    expect(session.boards[0]!.deal).toBe('N:JT95.762.9854.85 .AKT9.KJT72.KQJ3 AKQ432.J8.AQ.974 876.Q543.63.AT62');
  });
});

describe('butler_mitchell.xml (Butler pairs, CRLF)', () => {
  const session = load('butler_mitchell.xml');
  test('35 boards × 7 lines, 14 pairs, BOARD_AVERAGE kept per board', () => {
    expect(session.event.method).toBe('IMP-BUTLER');
    expect(session.boards).toHaveLength(35);
    expect(session.boards.every((b) => b.results.length === 7)).toBe(true);
    expect(session.participants).toHaveLength(14);
    expect(session.boards[0]!.oracle['BOARD_AVERAGE']?.number).toBe(-30);
    expect(session.boards[2]!.oracle['BOARD_AVERAGE']?.number).toBe(200);
  });
  test('board 1 first line: 3S by E, lead TD, 9 tricks, -140, Butler -3/3', () => {
    const line = session.boards[0]!.results[0]!;
    expect(line).toMatchObject({
      ns: '1NS',
      ew: '1EW',
      declarer: 'E',
      lead: 'DT',
      tricks: 9,
      scoreNS: -140,
      line: 287,
    });
    expect(line.oracle['NS_BUTLER_POINTS']?.number).toBe(-3);
  });
  test('board 15: A5050 with Butler points 0', () => {
    const line = session.boards[14]!.results.find((r) => r.adjusted !== null)!;
    expect(line).toMatchObject({ ns: '2NS', ew: '1EW', line: 1432 });
    expect(line.oracle['EW_BUTLER_POINTS']?.number).toBe(0);
  });
});

describe('USEBIO malformed input names file, line and field', () => {
  const xml = (line: string) =>
    `<?xml version="1.0"?>\n<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD>\n<BOARD_NUMBER>1</BOARD_NUMBER>\n<TRAVELLER_LINE>\n${line}\n</TRAVELLER_LINE>\n</BOARD>\n</EVENT>\n</USEBIO>`;
  test('a contract that does not exist', () => {
    expect(() => importUsebio(xml('<CONTRACT>8NT</CONTRACT>'), 'bad.xml')).toThrow(
      "bad.xml:7: TRAVELLER_LINE/CONTRACT: '8NT' is not a contract",
    );
  });
  test('an artificial score that is not A<NS%><EW%>', () => {
    expect(() => importUsebio(xml('<SCORE>A60</SCORE>'), 'bad.xml')).toThrow(
      "bad.xml:7: TRAVELLER_LINE/SCORE: 'A60' is not an artificial score A<NS%><EW%> such as A6040",
    );
  });
  test('a score that is not a number', () => {
    expect(() => importUsebio(xml('<SCORE>12x</SCORE>'), 'bad.xml')).toThrow(
      "bad.xml:7: TRAVELLER_LINE/SCORE: '12x' is not a score",
    );
  });
  test('14 tricks and a bad declarer', () => {
    expect(() =>
      importUsebio(xml('<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>14</TRICKS>'), 'bad.xml'),
    ).toThrow("bad.xml:7: TRAVELLER_LINE/TRICKS: '14' is not a whole number from 0 to 13");
    expect(() => importUsebio(xml('<CONTRACT>4S</CONTRACT><PLAYED_BY>Q</PLAYED_BY>'), 'bad.xml')).toThrow(
      "bad.xml:7: TRAVELLER_LINE/PLAYED_BY: 'Q' is not N, E, S or W",
    );
  });
  test('XML that is not well formed', () => {
    expect(() => importUsebio('<USEBIO>\n<EVENT>\n</USEBIO>', 'broken.xml')).toThrow(/^broken\.xml:3: XML: /);
  });
  test('not a USEBIO document, and no EVENT', () => {
    expect(() => importUsebio('<PBN/>', 'x.xml')).toThrow('x.xml:1: root element is <PBN>, not <USEBIO>');
    expect(() => importUsebio('<USEBIO/>', 'x.xml')).toThrow('x.xml:1: EVENT: the file has no EVENT element');
  });
  test('a hand with a card twice', () => {
    const text = `<USEBIO><EVENT/><HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<HAND><DIRECTION>North</DIRECTION><SPADES>AK</SPADES><HEARTS></HEARTS><DIAMONDS></DIAMONDS><CLUBS></CLUBS></HAND>
<HAND><DIRECTION>South</DIRECTION><SPADES>A</SPADES><HEARTS></HEARTS><DIAMONDS></DIAMONDS><CLUBS></CLUBS></HAND>
</BOARD></HANDSET></USEBIO>`;
    expect(() => importUsebio(text, 'hands.xml')).toThrow(/^hands\.xml:1: HANDSET board 1: .*SA/);
  });
});

describe('USEBIO sessions and sections', () => {
  test('boards inside SESSION/SECTION: the section tags each line; one board across sections', () => {
    const line = (ns: string, ew: string, score: string) =>
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
    const text = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Two sections</EVENT_DESCRIPTION>
<SESSION><SESSION_NUMBER>1</SESSION_NUMBER>
<SECTION><SECTION_ID>A</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('1NS', '1EW', '400')}</BOARD></SECTION>
<SECTION><SECTION_ID>B</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('1NS', '1EW', '430')}</BOARD></SECTION>
</SESSION></EVENT></USEBIO>`;
    const session = importUsebio(text, 'sections.xml');
    expect(session.boards).toHaveLength(1);
    expect(session.boards[0]!.results.map((r) => [r.section, r.scoreNS])).toEqual([
      ['A', 400],
      ['B', 430],
    ]);
  });
});

describe('USEBIO with several sessions', () => {
  const line = `<TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><CONTRACT>1NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>7</TRICKS><SCORE>90</SCORE></TRAVELLER_LINE>`;
  const session = (n: number) =>
    `<SESSION><SESSION_NUMBER>${n}</SESSION_NUMBER><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line}</BOARD></SESSION>`;
  const text = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Two sessions</EVENT_DESCRIPTION>\n${session(1)}${session(2)}</EVENT></USEBIO>`;

  test('one session result per SESSION, numbered; board 1 of each stays separate', () => {
    const sessions = importUsebioSessions(text, 'two.xml');
    expect(sessions.map((s) => [s.event.session, s.boards.length, s.boards[0]!.results.length])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
    ]);
  });
  test('importUsebio refuses to merge them', () => {
    expect(() => importUsebio(text, 'two.xml')).toThrow(
      'two.xml: EVENT/SESSION: the file has 2 sessions; read it with importUsebioSessions',
    );
  });
});

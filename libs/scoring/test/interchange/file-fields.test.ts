// Where a file's results are compared when its sections each number their pairs from 1: a hand-made
// USEBIO file, board 1 in sections A and B of two tables each, NS scores A 110 and 140, B 110 and −100.
// Each section on its own (top 2): A's 1NS 0, 2NS 2; B's 1NS 2, 2NS 0 (matchpoint units).
// Across the field (top 6): A's 1NS beats −100 and ties B's 110: 3; A's 2NS 6; B's 1NS 3; B's 2NS 0.
// Every line is 2S by North, board 1 none vulnerable: 8 tricks 110, 9 tricks 140, 6 tricks −100.
import { importUsebio } from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { fileScoringFields, scorePairsSession, sessionBoards } from '../../src';

const TRICKS: Record<number, number> = { 110: 8, 140: 9, [-100]: 6 };

const line = (ns: string, score: number, points: [number, number] | null) =>
  `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ns}EW</EW_PAIR_NUMBER>` +
  `<CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${TRICKS[score]}</TRICKS><SCORE>${score}</SCORE>` +
  (points ? `<NS_MATCH_POINTS>${points[0]}</NS_MATCH_POINTS><EW_MATCH_POINTS>${points[1]}</EW_MATCH_POINTS>` : '') +
  '</TRAVELLER_LINE>';

function file(options: { printed: boolean; numbersOfB: [string, string] }) {
  const section = (id: string, numbers: [string, string], scores: [number, number], points: [number, number][]) =>
    `<SECTION SECTION_ID="${id}"><PARTICIPANTS>` +
    numbers
      .flatMap((n) => [
        `<PAIR><PAIR_NUMBER>${n}NS</PAIR_NUMBER></PAIR>`,
        `<PAIR><PAIR_NUMBER>${n}EW</PAIR_NUMBER></PAIR>`,
      ])
      .join('') +
    `</PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` +
    numbers.map((n, i) => line(n, scores[i]!, options.printed ? points[i]! : null)).join('') +
    '</BOARD></SECTION>';
  const xml =
    '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION SESSION_ID="1">' +
    section(
      'A',
      ['1', '2'],
      [110, 140],
      [
        [0, 2],
        [2, 0],
      ],
    ) +
    section(
      'B',
      options.numbersOfB,
      [110, -100],
      [
        [2, 0],
        [0, 2],
      ],
    ) +
    '</SESSION></EVENT></USEBIO>';
  return importUsebio(xml, 'sections.xml');
}

const nsPoints = (fields: ReturnType<typeof fileScoringFields>) =>
  fields.map((f) =>
    scorePairsSession(sessionBoards(f), { method: 'MP' }).boards[0]!.rows.map((r) => `${r.ns} ${r.mpNS}`),
  );

describe('fileScoringFields', () => {
  test('printed per section: one field per section, pairs named <section>:<pair>', () => {
    const fields = fileScoringFields(file({ printed: true, numbersOfB: ['1', '2'] }));
    expect(nsPoints(fields)).toEqual([
      ['A:1NS 0', 'A:2NS 2'],
      ['B:1NS 2', 'B:2NS 0'],
    ]);
    expect(fields[1]!.participants.map((p) => p.id)).toEqual(['B:1NS', 'B:1EW', 'B:2NS', 'B:2EW']);
  });

  test('no printed points, the same boards: one field across the sections', () => {
    expect(nsPoints(fileScoringFields(file({ printed: false, numbersOfB: ['1', '2'] })))).toEqual([
      ['A:1NS 3', 'A:2NS 6', 'B:1NS 3', 'B:2NS 0'],
    ]);
  });

  test('pair numbers unique across the sections: the file as it is, one field', () => {
    const whole = file({ printed: true, numbersOfB: ['3', '4'] });
    expect(fileScoringFields(whole)).toEqual([whole]);
  });
});

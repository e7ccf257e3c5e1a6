// USEBIO sections, small hand-made files: the export writes each section as a SECTION in a SESSION
// with its own PARTICIPANTS and BOARDs; the import reads a section's id from the SECTION_ID attribute
// (or a SECTION_ID / SECTION_NAME element), gives each pair its section, and reads how the sections
// were compared off the printed points (the arithmetic beside each file).
import { describe, expect, test } from 'vitest';
import { exportUsebio, importUsebio, type UsebioExport, type UsebioLine } from '../src';

const line = (ns: string, ew: string, score: number, nsPoints: number, ewPoints: number): UsebioLine => ({
  ns,
  ew,
  contract: { level: 2, strain: 'S', doubling: '' },
  declarer: 'N',
  lead: null,
  // 2S by North, board 1 none vulnerable: 8 tricks 110, 9 tricks 140, 6 tricks −100.
  tricks: { 110: 8, 140: 9, [-100]: 6 }[score]!,
  score,
  nsPoints,
  ewPoints,
});
const pair = (id: string) => ({
  id,
  direction: id.endsWith('NS') ? ('NS' as const) : ('EW' as const),
  players: [{ name: `${id} North`, federationId: null }],
  total: null,
  percentage: null,
  place: null,
});

/**
 * Board 1, two sections of two tables each; scores A: 110, 140; B: 110, −100.
 * Per section (top 2 × (2 − 1) = 2): A 0/2, 2/0; B 2/0, 0/2.
 * Across the field (top 2 × (4 − 1) = 6): 110 beats −100 and ties 110 → 3; 140 beats all → 6; −100 → 0.
 */
function twoSections(points: 'per-section' | 'across-field'): UsebioExport {
  // NS and EW points of A's two lines, then B's.
  const mp =
    points === 'per-section'
      ? [
          [0, 2],
          [2, 0],
          [2, 0],
          [0, 2],
        ]
      : [
          [3, 3],
          [6, 0],
          [3, 3],
          [0, 6],
        ];
  const scores = [110, 140, 110, -100];
  const lines = (s: number) =>
    [0, 1].map((t) => {
      const i = 2 * s + t;
      return line(`${t + 1}NS`, `${t + 1}EW`, scores[i]!, mp[i]![0]!, mp[i]![1]!);
    });
  return {
    clubName: 'Club',
    eventName: 'Two sections',
    date: '2026-11-23',
    eventType: 'MP_PAIRS',
    programName: 'Club platform',
    sections: ['A', 'B'].map((id, s) => ({
      id,
      pairs: ['1NS', '2NS', '1EW', '2EW'].map(pair),
      boards: [{ board: 1, lines: lines(s) }],
    })),
    deals: [{ board: 1, deal: null }],
  };
}

describe('USEBIO export of several sections', () => {
  const text = exportUsebio(twoSections('per-section'));

  test('one SESSION, a SECTION each with SECTION_ID, its PARTICIPANTS and BOARDs; SECTION_COUNT 2', () => {
    expect(text).toContain('<SECTION_COUNT>2</SECTION_COUNT>');
    expect(text.match(/<SESSION SESSION_ID="1">/g)).toHaveLength(1);
    const sectionB = text.slice(text.indexOf('<SECTION SECTION_ID="B">'), text.indexOf('</SESSION>'));
    expect(sectionB).toContain('<PAIR_NUMBER>1NS</PAIR_NUMBER>');
    expect(sectionB).toContain('<SCORE>-100</SCORE>');
    expect(sectionB).not.toContain('<SCORE>140</SCORE>');
  });

  test('a section named twice is refused, naming it', () => {
    const event = twoSections('per-section');
    expect(() => exportUsebio({ ...event, sections: [event.sections[0]!, event.sections[0]!] })).toThrow(
      "section 'A' is named twice",
    );
  });

  test('a section id with a quote or ampersand is escaped in its attribute and read back as it was', () => {
    const event = twoSections('per-section');
    const named = exportUsebio({ ...event, sections: [{ ...event.sections[0]!, id: 'A&"1"' }, event.sections[1]!] });
    expect(named).toContain('<SECTION SECTION_ID="A&amp;&quot;1&quot;">');
    expect(importUsebio(named, 'named.xml').participants[0]!.section).toBe('A&"1"');
  });

  test('one section is written straight into EVENT (no SESSION), as Compscore does', () => {
    const event = twoSections('per-section');
    const single = exportUsebio({ ...event, sections: [event.sections[0]!] });
    expect(single).not.toMatch(/<SESSION[ >]/);
    expect(single).toContain('<SECTION_COUNT>1</SECTION_COUNT>');
  });
});

describe('USEBIO import of several sections', () => {
  test.each(['per-section', 'across-field'] as const)('scored %s: read back so from the printed tops', (how) => {
    const file = importUsebio(exportUsebio(twoSections(how)), 'two.xml');
    expect(file.event.sectionScoring).toBe(how);
    expect(file.participants.map((p) => `${p.section} ${p.id}`)).toEqual([
      'A 1NS',
      'A 2NS',
      'A 1EW',
      'A 2EW',
      'B 1NS',
      'B 2NS',
      'B 1EW',
      'B 2EW',
    ]);
    expect(file.boards[0]!.results.map((r) => `${r.section} ${r.ns}-${r.ew} ${r.scoreNS}`)).toEqual([
      'A 1NS-1EW 110',
      'A 2NS-2EW 140',
      'B 1NS-1EW 110',
      'B 2NS-2EW -100',
    ]);
  });

  test('a SECTION_NAME element names a section too; points that fit neither top leave the comparison unknown', () => {
    const text = exportUsebio(twoSections('per-section'))
      .replace('<SECTION SECTION_ID="A">', '<SECTION>\n<SECTION_NAME>North</SECTION_NAME>')
      .replace('<NS_MATCH_POINTS>0</NS_MATCH_POINTS>', '<NS_MATCH_POINTS>1</NS_MATCH_POINTS>');
    const file = importUsebio(text, 'named.xml');
    expect([...new Set(file.participants.map((p) => p.section))]).toEqual(['North', 'B']);
    expect(file.event.sectionScoring).toBeUndefined();
  });
});

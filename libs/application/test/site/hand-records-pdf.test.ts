// Issue 17: a session's hand records as a PDF. Rendered from eight boards, then read back as a
// person would see it: pdftoppm turns each page into a PNG (poppler-utils), pdftotext gives the text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultVulnerability, type Seat } from '@club/bridge';
import { handsOfPbn } from '../../src/site/results-reader';
import { handRecordFonts } from '../../src/site/hand-records-fonts';
import { renderHandRecordsPdf, type HandRecordBoard, type HandRecordSheet } from '../../src/site/hand-records-pdf';
import type { HandRecordWords } from '../../src/site/hand-records-shapes';
import { HAND_RECORD_WORDS } from './hand-record-words';

const DEAL = 'N:AKQ2.K32.A32.432 JT9.QJT.KQJ.KQJ5 876.A987.T98.AT9 543.654.7654.876';
const DEALERS: readonly Seat[] = ['N', 'E', 'S', 'W'];

const WORDS = HAND_RECORD_WORDS;

const TABLE = {
  N: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
  S: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
  E: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
  W: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
};

/** Eight boards of one deal; the odd ones with a double-dummy table, the even ones without. */
const boards: HandRecordBoard[] = Array.from({ length: 8 }, (_, i) => ({
  board: i + 1,
  dealer: DEALERS[i % 4]!,
  vulnerability: defaultVulnerability(i + 1),
  hands: handsOfPbn(DEAL)!,
  doubleDummy: i % 2 === 0 ? { table: TABLE, par: { score: 'NS 420', contracts: ['4S N', '4S S'] } } : null,
}));

const sheet = (perPage: 4 | 6, words = WORDS): HandRecordSheet => ({
  clubName: 'Klub Šťastná Ťulpa',
  sessionName: 'Pondělní páry',
  date: '1. března 2026',
  perPage,
  words,
  boards,
  createdAt: new Date('2026-03-01T18:00:00Z'),
});

const folder = mkdtempSync(join(tmpdir(), 'hand-records-'));
afterAll(() => (process.env.KEEP_PDF ? undefined : rmSync(folder, { recursive: true, force: true })));

/** Writes the PDF, turns it into PNG pages and text; answers the pages' files and the text. */
function readBack(name: string, pdf: Uint8Array): { pngs: string[]; text: string } {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(folder, name)]);
  const pngs = readdirSync(folder).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  return { pngs, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

describe('hand records as a PDF', () => {
  it('puts 8 boards on 2 pages at 4 a page, with the club, the boards, the hands and the tables', async () => {
    const pdf = await renderHandRecordsPdf(sheet(4), handRecordFonts());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pngs, text } = readBack('four', pdf);
    expect(pngs).toHaveLength(2);
    expect(text).toContain('Klub Šťastná Ťulpa');
    expect(text).toContain('Pondělní páry');
    for (let board = 1; board <= 8; board++) expect(text).toContain(`Board ${board}`);
    expect(text).toContain('♠ AKQ2');
    expect(text).toContain('♦ 1098');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Par: NS 420');
    expect(text).toContain('Double-dummy tables are not available.');
  });

  it('puts 8 boards on 2 pages at 6 a page', async () => {
    const { pngs, text } = readBack('six', await renderHandRecordsPdf(sheet(6), handRecordFonts()));
    expect(pngs).toHaveLength(2);
    expect(text).toContain('Board 6');
    expect(text).toContain('Board 7');
  });

  it("writes the page's language, its letters and seats", async () => {
    const czech: HandRecordWords = {
      ...WORDS,
      board: 'Rozdání {board}',
      dealer: 'Rozdává',
      seats: { N: 'S', E: 'V', S: 'J', W: 'Z' },
      unavailable: 'Tabulky double dummy nejsou k dispozici.',
      page: 'Strana {page} z {pages}',
    };
    const { text } = readBack('czech', await renderHandRecordsPdf(sheet(6, czech), handRecordFonts()));
    expect(text).toContain('Rozdání 8');
    expect(text).toContain('Rozdává: V');
    expect(text).toContain('Strana 1 z 2');
  });

  it('gives the same bytes for the same session', async () => {
    const [a, b] = await Promise.all([
      renderHandRecordsPdf(sheet(4), handRecordFonts()),
      renderHandRecordsPdf(sheet(4), handRecordFonts()),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

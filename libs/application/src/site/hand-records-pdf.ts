// A session's hand records as a PDF (issue 17), to print after the session: per board its number,
// dealer and vulnerability, the four hands round a compass, and, once the double-dummy solver has
// the board, its 20-cell table (tricks for each declarer in each strain) and par; without them the
// board says the tables are unavailable. 4 or 6 boards an A4 page, the club's name and the session's
// date on each. No I/O: the fonts come in as bytes, the PDF goes out as bytes.
//
// pdfkit (pinned): maintained, draws text with an embedded, subset TrueType font (DejaVu Sans has
// the accents of cs, sk, hu and bs and the suit symbols ♠♥♦♣), and writes each glyph's Unicode so
// the text can be searched and copied (pdftotext reads it back in the tests). pdf-lib was the other
// choice; it has had no release for years.
import PDFDocument from 'pdfkit';
import type { Seat, Vulnerability } from '@club/bridge';
import type { DoubleDummyTable, HandRecordWords, Par } from './hand-records-shapes';
import type { Hand } from './results-shapes';

export interface HandRecordBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly hands: Readonly<Record<Seat, Hand>>;
  /** Absent until the double-dummy solver has the board (or when it cannot be loaded). */
  readonly doubleDummy?: { readonly table: DoubleDummyTable; readonly par: Par } | null;
}

export interface HandRecordSheet {
  readonly clubName: string;
  readonly sessionName: string;
  /** The session's date, written in the page's language. */
  readonly date: string;
  readonly perPage: 4 | 6;
  readonly words: HandRecordWords;
  readonly boards: readonly HandRecordBoard[];
  /** Stamped as the file's creation date, so the same session gives the same bytes. */
  readonly createdAt: Date;
}

/** DejaVu Sans, regular and bold (a Debian package, fonts-dejavu-core). */
export interface HandRecordFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

type Doc = InstanceType<typeof PDFDocument>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const HEADER = 40;
const FOOTER = 18;
const RED = '#c00000';
const INK = '#000000';
const GREY = '#555555';
const SUITS = [
  { key: 'spades', symbol: '♠', red: false },
  { key: 'hearts', symbol: '♥', red: true },
  { key: 'diamonds', symbol: '♦', red: true },
  { key: 'clubs', symbol: '♣', red: false },
] as const;
const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;
const STRAIN_SYMBOL: Readonly<Record<string, { symbol: string; red: boolean }>> = {
  S: { symbol: '♠', red: false },
  H: { symbol: '♥', red: true },
  D: { symbol: '♦', red: true },
  C: { symbol: '♣', red: false },
};
const DD_SEATS = ['N', 'S', 'E', 'W'] as const;

/** A piece of text in one colour and weight, laid out left to right. */
interface Run {
  readonly text: string;
  readonly color?: string;
  readonly bold?: boolean;
}

export function renderHandRecordsPdf(sheet: HandRecordSheet, fonts: HandRecordFonts): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: `${sheet.words.title} — ${sheet.sessionName}`,
      Author: sheet.clubName,
      CreationDate: sheet.createdAt,
      ModDate: sheet.createdAt,
    },
  });
  doc.registerFont('regular', Buffer.from(fonts.regular));
  doc.registerFont('bold', Buffer.from(fonts.bold));
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(sheet.boards.length / sheet.perPage));
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    pageFrame(doc, sheet, page + 1, pages);
    sheet.boards
      .slice(page * sheet.perPage, (page + 1) * sheet.perPage)
      .forEach((board, index) => boardCell(doc, sheet, board, cellOf(sheet.perPage, index)));
  }
  doc.end();
  return done;
}

/** The club's name, the session and its date at the top; the page's number at the foot. */
function pageFrame(doc: Doc, sheet: HandRecordSheet, page: number, pages: number): void {
  const width = A4.width - 2 * MARGIN;
  doc.font('bold').fontSize(14).fillColor(INK).text(sheet.clubName, MARGIN, MARGIN, { width, lineBreak: false });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(GREY)
    .text(`${sheet.words.title} · ${sheet.sessionName} · ${sheet.date}`, MARGIN, MARGIN + 18, {
      width,
      lineBreak: false,
    });
  const footer = sheet.words.page.replace('{page}', String(page)).replace('{pages}', String(pages));
  doc
    .fontSize(8)
    .text(footer, MARGIN, A4.height - MARGIN - 10, { width, align: 'right', lineBreak: false })
    .fillColor(INK);
}

interface Cell {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The diagram's letters: larger when four boards share a page. */
  readonly scale: number;
  /** Four a page leave room for the double-dummy table under the diagram, in larger figures; six put it beside South. */
  readonly tableBelow: boolean;
}

/** Boards fill two columns, left to right then down. */
function cellOf(perPage: 4 | 6, index: number): Cell {
  const rows = perPage / 2;
  const width = (A4.width - 2 * MARGIN) / 2;
  const height = (A4.height - 2 * MARGIN - HEADER - FOOTER) / rows;
  return {
    x: MARGIN + (index % 2) * width,
    y: MARGIN + HEADER + Math.floor(index / 2) * height,
    width,
    height,
    scale: perPage === 4 ? 1.3 : 1.1,
    tableBelow: perPage === 4,
  };
}

function boardCell(doc: Doc, sheet: HandRecordSheet, board: HandRecordBoard, cell: Cell): void {
  const { words } = sheet;
  const pad = 8;
  const s = cell.scale;
  const inner = { x: cell.x + pad, y: cell.y + pad, width: cell.width - 2 * pad };
  doc
    .lineWidth(0.5)
    .strokeColor('#999999')
    .rect(cell.x + 2, cell.y + 2, cell.width - 4, cell.height - 4)
    .stroke();

  const line = 11 * s;
  const column = inner.width / 3;
  const handHeight = 4 * line;
  const top = inner.y;
  // The board's markings, top left.
  doc
    .font('bold')
    .fontSize(11 * s)
    .fillColor(INK)
    .text(words.board.replace('{board}', String(board.board)), inner.x, top, { width: column, lineBreak: false });
  // At most the size six a page use: `Vulnerable: E-W` stays on one line of the column.
  doc.font('regular').fontSize(8 * Math.min(s, 1.1));
  doc.text(`${words.dealer}: ${words.seats[board.dealer]}`, inner.x, top + 1.5 * line, { width: column });
  doc.text(`${words.vulnerable}: ${words.vulnerability[board.vulnerability]}`, inner.x, doc.y, { width: column });

  // The hands round the compass: North above, West and East beside, South below.
  hand(doc, board.hands.N, inner.x + column, top, s);
  hand(doc, board.hands.W, inner.x, top + handHeight, s);
  hand(doc, board.hands.E, inner.x + 2 * column, top + handHeight, s);
  hand(doc, board.hands.S, inner.x + column, top + 2 * handHeight, s);
  compass(doc, sheet, board, inner.x + column, top + handHeight, Math.min(column - 8 * s, handHeight) - 4, s);

  const below = top + 3 * handHeight + 4 * s;
  if (board.doubleDummy && cell.tableBelow) {
    const t = 1.6;
    doubleDummyTable(doc, words, board.doubleDummy.table, inner.x + column / 2, below + 4, 150, t);
    par(doc, words, board.doubleDummy.par, inner.x, below + 4 + 6 * 9 * t + 6, inner.width, s);
  } else if (board.doubleDummy) {
    doubleDummyTable(doc, words, board.doubleDummy.table, inner.x + 2 * column, top + 2 * handHeight, column, s);
    par(doc, words, board.doubleDummy.par, inner.x, below, inner.width, s);
  } else {
    doc
      .font('regular')
      .fontSize(8 * s)
      .fillColor(GREY)
      .text(words.unavailable, inner.x, below, { width: inner.width })
      .fillColor(INK);
  }
}

/** Four lines, one a suit: its symbol (red for hearts and diamonds) and its cards, 10 for T. */
function hand(doc: Doc, cards: Hand, x: number, y: number, s: number): void {
  SUITS.forEach((suit, i) => {
    const ranks = cards[suit.key].replaceAll('T', '10');
    runs(
      doc,
      [{ text: `${suit.symbol} `, color: suit.red ? RED : INK }, { text: ranks === '' ? '—' : ranks }],
      x,
      y + i * 11 * s,
      9 * s,
    );
  });
}

/** A square with the seats' letters; the dealer's in bold, the vulnerable side's edges red. */
function compass(
  doc: Doc,
  sheet: HandRecordSheet,
  board: HandRecordBoard,
  x: number,
  y: number,
  size: number,
  s: number,
): void {
  const left = x + 4 * s;
  const topY = y + 2;
  const vulnerable = (side: 'NS' | 'EW') => board.vulnerability === 'All' || board.vulnerability === side;
  const edge = (side: 'NS' | 'EW', x1: number, y1: number, x2: number, y2: number) =>
    doc
      .lineWidth(vulnerable(side) ? 3 : 0.75)
      .strokeColor(vulnerable(side) ? RED : '#777777')
      .moveTo(x1, y1)
      .lineTo(x2, y2)
      .stroke();
  edge('NS', left, topY, left + size, topY);
  edge('NS', left, topY + size, left + size, topY + size);
  edge('EW', left, topY, left, topY + size);
  edge('EW', left + size, topY, left + size, topY + size);
  const letter = (seat: Seat, cx: number, cy: number) => {
    doc
      .font(seat === board.dealer ? 'bold' : 'regular')
      .fontSize(9 * s)
      .fillColor(INK);
    const text = sheet.words.seats[seat];
    doc.text(text, cx - doc.widthOfString(text) / 2, cy - doc.currentLineHeight() / 2, { lineBreak: false });
  };
  const mid = size / 2;
  const inset = 8 * s;
  letter('N', left + mid, topY + inset);
  letter('S', left + mid, topY + size - inset);
  letter('W', left + inset, topY + mid);
  letter('E', left + size - inset, topY + mid);
}

/** Tricks for each declarer (rows) in each strain (columns), bottom right of the diagram. */
function doubleDummyTable(
  doc: Doc,
  words: HandRecordWords,
  table: DoubleDummyTable,
  x: number,
  y: number,
  width: number,
  s: number,
): void {
  const row = 9 * s;
  const first = 12 * s;
  const col = (width - first) / STRAINS.length;
  doc
    .font('regular')
    .fontSize(7 * s)
    .fillColor(GREY)
    .text(words.doubleDummy, x, y, { width, lineBreak: false });
  const headY = y + row;
  STRAINS.forEach((strain, i) => {
    const label = strain === 'NT' ? { symbol: words.notrump, red: false } : STRAIN_SYMBOL[strain]!;
    centred(doc, label.symbol, x + first + i * col, headY, col, 7.5 * s, label.red ? RED : INK, 'bold');
  });
  DD_SEATS.forEach((seat, r) => {
    const rowY = headY + (r + 1) * row;
    centred(doc, words.seats[seat], x, rowY, first, 7.5 * s, INK, 'bold');
    STRAINS.forEach((strain, i) =>
      centred(doc, String(table[seat][strain]), x + first + i * col, rowY, col, 7.5 * s, INK, 'regular'),
    );
  });
  doc
    .lineWidth(0.4)
    .strokeColor('#999999')
    .moveTo(x, headY + row - 1)
    .lineTo(x + width, headY + row - 1)
    .stroke();
}

/** `Par: NS 620 · 4♠ N, 4♠ S` under the diagram. */
function par(doc: Doc, words: HandRecordWords, found: Par, x: number, y: number, width: number, s: number): void {
  const pieces: Run[] = [{ text: `${words.par}: `, bold: true }, { text: found.score }];
  found.contracts.forEach((contract, i) => {
    pieces.push({ text: i === 0 ? ' · ' : ', ' });
    pieces.push(...contractRuns(contract, words));
  });
  runs(doc, pieces, x, y, 8.5 * s, width);
}

/** `4S N` as `4`, a red or black `♠`, ` N` (the seat in the page's language); `3NT S` with its words. */
function contractRuns(contract: string, words: HandRecordWords): Run[] {
  const match = /^(\d)(NT|[SHDC])(X{0,2})\s+([NESW])$/.exec(contract.trim());
  if (!match) return [{ text: contract }];
  const [, level, strain, doubled, seat] = match as unknown as [string, string, string, string, Seat];
  const suit =
    strain === 'NT'
      ? { text: words.notrump }
      : { text: STRAIN_SYMBOL[strain]!.symbol, color: STRAIN_SYMBOL[strain]!.red ? RED : INK };
  return [{ text: level }, suit, { text: `${doubled} ${words.seats[seat]}` }];
}

/** Centred by its own width: pdfkit's `align` would wrap a word wider than the column (`NT`). */
function centred(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  color: string,
  font: string,
): void {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, x + (width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}

/** Runs side by side from (x, y), stopping at `width` when given. */
function runs(doc: Doc, pieces: readonly Run[], x: number, y: number, size: number, width?: number): void {
  let at = x;
  for (const piece of pieces) {
    doc
      .font(piece.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(piece.color ?? INK);
    const w = doc.widthOfString(piece.text);
    if (width !== undefined && at + w > x + width) break;
    doc.text(piece.text, at, y, { lineBreak: false });
    at += w;
  }
  doc.fillColor(INK);
}

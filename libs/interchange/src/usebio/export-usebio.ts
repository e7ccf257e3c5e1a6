// USEBIO 1.2 export: the session as the EBU DTD orders it — CLUB, EVENT (identity, PARTICIPANTS,
// then one BOARD per board with its TRAVELLER_LINEs and their points), then HANDSET with the hands.
// A session of several sections writes each as its own SECTION (SECTION_ID attribute) in one SESSION,
// with its pairs numbered within it and its travellers, so `1NS` of A and `1NS` of B stay apart.
// An artificial score is written `A<NS%><EW%>` (A6040) with no contract, as the DTD says.
import { formatContract, parsePbnDeal, type Card, type FinalContract, type Seat } from '@club/bridge';

/** The event type names the method's points elements (MP → NS_MATCH_POINTS, Butler, cross-IMPs). */
export type UsebioEventType = 'MP_PAIRS' | 'BUTLER_PAIRS' | 'CROSS_IMP';

/** The points elements' name after `NS_`/`EW_`, by event type. */
export const USEBIO_POINTS_ELEMENT: Record<UsebioEventType, string> = {
  MP_PAIRS: 'MATCH_POINTS',
  BUTLER_PAIRS: 'BUTLER_POINTS',
  CROSS_IMP: 'CROSS_IMP_POINTS',
};

export interface UsebioPlayer {
  readonly name: string;
  /** The player's number with the national federation; omitted when unknown. */
  readonly federationId: string | null;
}

export interface UsebioPair {
  /** As the travellers name it: `1NS`, `3EW`, or `7` when pairs change direction. */
  readonly id: string;
  readonly direction: 'NS' | 'EW' | null;
  readonly players: readonly UsebioPlayer[];
  readonly total: number | null;
  readonly percentage: number | null;
  /** `3` or a tie `3=`. */
  readonly place: string | null;
}

export interface UsebioLine {
  readonly ns: string;
  readonly ew: string;
  readonly contract: FinalContract | null;
  readonly declarer: Seat | null;
  readonly lead: Card | null;
  readonly tricks: number | null;
  /** The North-South score, or each side's artificial percentage (no contract then). */
  readonly score: number | { readonly nsPercent: number; readonly ewPercent: number } | null;
  readonly nsPoints: number | null;
  readonly ewPoints: number | null;
}

/** A board's traveller in one section. */
export interface UsebioBoard {
  readonly board: number;
  /** BOARD_AVERAGE: the Butler datum the lines were scored against, when there is one. */
  readonly average?: number | null;
  readonly lines: readonly UsebioLine[];
}

export interface UsebioSection {
  /** SECTION_ID (`A`); not written when the event has one section. */
  readonly id: string;
  /** Numbered within the section. */
  readonly pairs: readonly UsebioPair[];
  readonly boards: readonly UsebioBoard[];
}

/** A board's hands for the HANDSET: a PBN deal (`N:AKQ.. ...`), null when unknown. */
export interface UsebioDeal {
  readonly board: number;
  readonly deal: string | null;
}

export interface UsebioExport {
  readonly clubName: string;
  readonly eventName: string;
  /** ISO `yyyy-mm-dd`, or null. */
  readonly date: string | null;
  readonly eventType: UsebioEventType;
  readonly programName: string;
  /** One section (written straight into EVENT, as Compscore does) or several (a SECTION each). */
  readonly sections: readonly UsebioSection[];
  readonly deals: readonly UsebioDeal[];
}

const SUITS = [
  ['CLUBS', 'C'],
  ['DIAMONDS', 'D'],
  ['HEARTS', 'H'],
  ['SPADES', 'S'],
] as const;
const RANKS = 'AKQJT98765432';
const SEAT_NAMES: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export function exportUsebio(event: UsebioExport): string {
  if (event.sections.length === 0) throw new RangeError('a USEBIO event needs at least one section');
  const ids = event.sections.map((section) => section.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (event.sections.length > 1 && repeated !== undefined)
    throw new RangeError(`section '${repeated}' is named twice: each SECTION needs its own SECTION_ID`);
  const type = `EVENT_TYPE="${event.eventType}"`;
  const single = event.sections.length === 1;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
    '<USEBIO Version="1.2">',
    '<CLUB>',
    element(1, 'CLUB_NAME', event.clubName),
    '</CLUB>',
    `<EVENT ${type}>`,
    element(1, 'EVENT_DESCRIPTION', event.eventName),
    element(1, 'PROGRAM_NAME', event.programName),
    ...(event.date ? [element(1, 'DATE', ukDate(event.date))] : []),
    element(1, 'SESSION_COUNT', '1'),
    element(1, 'SECTION_COUNT', String(event.sections.length)),
    ...(single
      ? sectionBody(event.sections[0]!, event.eventType, 1)
      : [
          '  <SESSION SESSION_ID="1">',
          ...event.sections.flatMap((section) => [
            `    <SECTION SECTION_ID="${escapeXml(section.id)}">`,
            ...sectionBody(section, event.eventType, 3),
            '    </SECTION>',
          ]),
          '  </SESSION>',
        ]),
    '</EVENT>',
    '<HANDSET>',
    ...event.deals.filter((board) => board.deal !== null).flatMap((board) => handLines(board.board, board.deal!)),
    '</HANDSET>',
    '</USEBIO>',
  ];
  return `${lines.join('\n')}\n`;
}

/** A section's PARTICIPANTS and BOARDs, `depth` levels in (1 straight in EVENT, 3 in SESSION/SECTION). */
function sectionBody(section: UsebioSection, eventType: UsebioEventType, depth: number): string[] {
  const points = USEBIO_POINTS_ELEMENT[eventType];
  const type = `EVENT_TYPE="${eventType}"`;
  const indent = (text: string) => `${'  '.repeat(depth - 1)}${text}`;
  return [
    indent(`  <PARTICIPANTS ${type}>`),
    ...section.pairs.flatMap(pairLines).map(indent),
    indent('  </PARTICIPANTS>'),
    ...section.boards.flatMap((board) =>
      [
        `  <BOARD ${type}>`,
        element(2, 'BOARD_NUMBER', String(board.board)),
        ...(board.average === undefined || board.average === null
          ? []
          : [element(2, 'BOARD_AVERAGE', twoDecimals(board.average))]),
        ...board.lines.flatMap((line) => travellerLine(line, points)),
        '  </BOARD>',
      ].map(indent),
    ),
  ];
}

function pairLines(pair: UsebioPair): string[] {
  return [
    '    <PAIR>',
    element(3, 'PAIR_NUMBER', pair.id),
    ...(pair.direction ? [element(3, 'DIRECTION', pair.direction)] : []),
    ...(pair.total === null ? [] : [element(3, 'TOTAL_SCORE', twoDecimals(pair.total))]),
    ...(pair.percentage === null ? [] : [element(3, 'PERCENTAGE', twoDecimals(pair.percentage))]),
    ...(pair.place === null ? [] : [element(3, 'PLACE', pair.place)]),
    ...pair.players.flatMap((player) => [
      '      <PLAYER>',
      element(4, 'PLAYER_NAME', player.name),
      ...(player.federationId ? [element(4, 'NATIONAL_ID_NUMBER', player.federationId)] : []),
      '      </PLAYER>',
    ]),
    '    </PAIR>',
  ];
}

function travellerLine(line: UsebioLine, points: string): string[] {
  const played = line.contract !== null && line.contract !== 'Pass';
  const score =
    line.score === null
      ? null
      : typeof line.score === 'number'
        ? String(line.score)
        : `A${percent(line.score.nsPercent)}${percent(line.score.ewPercent)}`;
  const optional = (name: string, value: string | null) => (value === null ? [] : [element(3, name, value)]);
  return [
    '    <TRAVELLER_LINE>',
    element(3, 'NS_PAIR_NUMBER', line.ns),
    element(3, 'EW_PAIR_NUMBER', line.ew),
    ...optional('CONTRACT', line.contract === null ? null : played ? formatContract(line.contract) : 'PASS'),
    ...optional('PLAYED_BY', played ? line.declarer : null),
    // USEBIO writes the lead rank first (`TD`); our cards are suit first (`DT`).
    ...optional('LEAD', played && line.lead ? `${line.lead.slice(1)}${line.lead[0]}` : null),
    ...optional('TRICKS', played && line.tricks !== null ? String(line.tricks) : null),
    ...optional('SCORE', score),
    ...optional(`NS_${points}`, line.nsPoints === null ? null : twoDecimals(line.nsPoints)),
    ...optional(`EW_${points}`, line.ewPoints === null ? null : twoDecimals(line.ewPoints)),
    '    </TRAVELLER_LINE>',
  ];
}

function handLines(board: number, deal: string): string[] {
  const hands = parsePbnDeal(deal, { complete: false });
  const seats = (['N', 'E', 'S', 'W'] as const).filter((seat) => hands[seat] !== null);
  return [
    '  <BOARD>',
    element(2, 'BOARD_NUMBER', String(board)),
    ...seats.flatMap((seat) => [
      '    <HAND>',
      element(3, 'DIRECTION', SEAT_NAMES[seat]),
      ...SUITS.map(([name, suit]) =>
        element(
          3,
          name,
          hands[seat]!.filter((card) => card[0] === suit)
            .map((card) => card.slice(1))
            .sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b))
            .join(''),
        ),
      ),
      '    </HAND>',
    ]),
    '  </BOARD>',
  ];
}

function percent(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99)
    throw new RangeError(`an artificial score of ${value}% cannot be written as USEBIO A<NS%><EW%>`);
  return String(value).padStart(2, '0');
}

/** Points and totals to two decimals, trailing zeros dropped (`30`, `12.5`, `-3.33`). */
function twoDecimals(value: number): string {
  return String(Math.round(value * 100) / 100 + 0);
}

function ukDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function element(depth: number, name: string, value: string): string {
  return `${'  '.repeat(depth)}<${name}>${escapeXml(value)}</${name}>`;
}

function escapeXml(text: string): string {
  // Quotes too: a section id is written in the SECTION_ID attribute.
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// USEBIO 1.2 (EBU XML): EVENT with PARTICIPANTS and BOARD/TRAVELLER_LINE elements, HANDSET with the
// hands. Boards may sit directly in EVENT or in SESSION/SECTION elements (the section then tags each line,
// and the pairs of its own PARTICIPANTS, numbered within it); each SESSION is a session of its own.
import {
  defaultDealer,
  defaultVulnerability,
  formatPbnDeal,
  isSeat,
  parseContract,
  parsePbnDeal,
  type FinalContract,
  type PartialDeal,
  type Seat,
} from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { notABoardNumber, parseBoardNumber } from '../pbn/board-tags';
import { toCell, type Cell } from '../pbn/table-cell';
import { isUsebioArtificial, parseUsebioArtificial } from '../session/artificial-score';
import { oneRecordPerPair } from '../session/one-record-per-pair';
import { isoDate, methodFromUsebioEventType, sideFromText } from '../session/event-fields';
import { parseLead } from '../session/lead';
import type { BoardResults, Participant, SessionResults, TableResult } from '../session/session-results';
import { child, childText, childrenNamed, parseXml, type XmlElement } from '../xml/xml-document';
import { USEBIO_POINTS_ELEMENT, type UsebioEventType } from './export-usebio';
import { sectionScoringOf, type PrintedTraveller } from './section-scoring';

const SUIT_ELEMENTS = ['SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'] as const;

/** A USEBIO file with one session (boards directly in EVENT, or a single SESSION element). */
export function importUsebio(text: string, file = '<usebio>'): SessionResults {
  const sessions = importUsebioSessions(text, file);
  if (sessions.length > 1) {
    throw new ImportError(
      { file, line: null, field: 'EVENT/SESSION' },
      `the file has ${sessions.length} sessions; read it with importUsebioSessions`,
    );
  }
  return sessions[0]!;
}

/** One SessionResults per SESSION element (boards of its SECTIONs merged by board number), or one for the EVENT. */
export function importUsebioSessions(text: string, file = '<usebio>'): SessionResults[] {
  const root = parseXml(text, file);
  const fail = (element: XmlElement | undefined, field: string | null, problem: string): never => {
    throw new ImportError({ file, line: element?.line ?? null, field }, problem);
  };
  if (root.name !== 'USEBIO') fail(root, null, `root element is <${root.name}>, not <USEBIO>`);
  const event = child(root, 'EVENT') ?? fail(root, 'EVENT', 'the file has no EVENT element');
  const eventType = event.attributes['EVENT_TYPE'] ?? null;
  const deals = readHandset(child(root, 'HANDSET'), file);
  const eventPairs = pairsOf(event, null);
  const sessionElements = childrenNamed(event, 'SESSION');
  const groups =
    sessionElements.length === 0
      ? [{ number: undefined, parent: event }]
      : sessionElements.map((session, i) => ({ number: sessionNumberOf(session, i), parent: session }));

  return groups.map(({ number: sessionNumber, parent }) => {
    const elements = boardElements(parent);
    const participants = [
      ...eventPairs,
      ...childrenNamed(parent, 'SECTION').flatMap((section) => pairsOf(section, sectionIdOf(section))),
    ];
    const boards = new Map<number, { results: TableResult[]; oracle: Record<string, Cell> }>();
    const printed: PrintedTraveller[] = [];
    for (const { board, section } of elements) {
      const numberText = childText(board, 'BOARD_NUMBER');
      const number =
        parseBoardNumber(numberText) ??
        fail(child(board, 'BOARD_NUMBER') ?? board, 'BOARD/BOARD_NUMBER', notABoardNumber(numberText));
      const entry = boards.get(number) ?? { results: [], oracle: {} };
      boards.set(number, entry);
      const lines: TableResult[] = [];
      for (const element of board.children) {
        if (element.name === 'TRAVELLER_LINE') lines.push(readTravellerLine(element, section, file));
        else if (element.name !== 'BOARD_NUMBER' && element.children.length === 0)
          entry.oracle[element.name] = textCell(element);
      }
      entry.results.push(...lines);
      if (section !== null) printed.push(printedTraveller(eventType, number, section, board, lines));
    }
    const sectionScoring = sectionScoringOf(eventType, printed);
    const boardResults: BoardResults[] = [...boards.entries()]
      .sort(([a], [b]) => a - b)
      .map(([board, { results, oracle }]) => ({
        board,
        // USEBIO 1.2 carries no markings: the Law 2 defaults for the board number apply.
        dealer: defaultDealer(board),
        vulnerability: defaultVulnerability(board),
        deal: deals.get(board)?.text ?? null,
        hands: deals.get(board)?.hands ?? null,
        results: asPrintedWhereWeighted(results),
        sitOuts: [],
        oracle,
        tables: [],
      }));
    return {
      source: { format: 'USEBIO', file, ...generatorOf(event) },
      event: {
        name: childText(event, 'EVENT_DESCRIPTION') || childText(event, 'TITLE') || '',
        date: isoDate(childText(event, 'DATE')),
        scoring: eventType,
        method: methodFromUsebioEventType(eventType ?? undefined),
        site: childText(child(root, 'CLUB') ?? root, 'CLUB_NAME') || childText(event, 'VENUE') || null,
        ...(sessionNumber === undefined ? {} : { session: sessionNumber }),
        ...(sectionScoring === null ? {} : { sectionScoring }),
      },
      boards: oneRecordPerPair(boardResults, file),
      participants,
      matches: [],
      tables: [],
    } satisfies SessionResults;
  });
}

/** BOARD elements of an EVENT or a SESSION, directly or inside its SECTIONs (the section id tags the lines). */
function boardElements(parent: XmlElement): { board: XmlElement; section: string | null }[] {
  const found = childrenNamed(parent, 'BOARD').map((board) => ({ board, section: null as string | null }));
  for (const section of childrenNamed(parent, 'SECTION')) {
    const id = sectionIdOf(section);
    found.push(...childrenNamed(section, 'BOARD').map((board) => ({ board, section: id })));
  }
  return found;
}

/** The DTD's SECTION_ID attribute; a SECTION_ID or SECTION_NAME element where a program writes one instead. */
function sectionIdOf(section: XmlElement): string | null {
  return (
    section.attributes['SECTION_ID'] || childText(section, 'SECTION_ID') || childText(section, 'SECTION_NAME') || null
  );
}

/** SESSION_NUMBER, else a numeric SESSION_ID attribute, else its place in the file. */
function sessionNumberOf(session: XmlElement, index: number): number {
  const written = Number(childText(session, 'SESSION_NUMBER') ?? session.attributes['SESSION_ID']);
  return Number.isInteger(written) && written > 0 ? written : index + 1;
}

/** The PAIRs of an element's PARTICIPANTS (or of the element itself), of the given section. */
function pairsOf(parent: XmlElement, section: string | null): Participant[] {
  return childrenNamed(child(parent, 'PARTICIPANTS') ?? parent, 'PAIR').map((pair) => readPair(pair, section));
}

/** A section's traveller with the points it prints (the method's NS_/EW_ points elements). */
function printedTraveller(
  eventType: string | null,
  board: number,
  section: string,
  element: XmlElement,
  lines: readonly TableResult[],
): PrintedTraveller {
  const points = USEBIO_POINTS_ELEMENT[eventType as UsebioEventType] ?? null;
  const number = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));
  return {
    section,
    board,
    average: number(childText(element, 'BOARD_AVERAGE')),
    lines: lines.map((line) => ({
      nsPoints: points === null ? null : (line.oracle[`NS_${points}`]?.number ?? null),
      ewPoints: points === null ? null : (line.oracle[`EW_${points}`]?.number ?? null),
      artificial: line.adjusted !== null,
    })),
  };
}

function readTravellerLine(line: XmlElement, section: string | null, file: string): TableResult {
  const field = (name: string): XmlElement | undefined => child(line, name);
  const text = (name: string): string | null => {
    const value = field(name)?.text;
    return value === undefined || value === '' ? null : value;
  };
  const place = (name: string) => ({ file, line: field(name)?.line ?? line.line, field: `TRAVELLER_LINE/${name}` });
  const oracle: Record<string, Cell> = {};
  for (const element of line.children) oracle[element.name] = textCell(element);

  const scoreText = text('SCORE');
  const adjusted =
    scoreText !== null && isUsebioArtificial(scoreText)
      ? at(place('SCORE'), () => parseUsebioArtificial(scoreText))
      : null;
  let scoreNS: number | null = null;
  if (scoreText !== null && adjusted === null) {
    if (!/^-?\d+$/.test(scoreText))
      throw new ImportError(place('SCORE'), `'${scoreText}' is not a score or an artificial score like A6040`);
    scoreNS = Number(scoreText) + 0;
  }

  const contractText = text('CONTRACT');
  let contract: FinalContract | null = null;
  if (contractText !== null) {
    contract = at(place('CONTRACT'), () => {
      try {
        return parseContract(contractText);
      } catch {
        throw new RangeError(`'${contractText}' is not a contract`);
      }
    });
  }
  const played = contract !== null && contract !== 'Pass';
  const declarerText = text('PLAYED_BY');
  let declarer: Seat | null = null;
  if (played && declarerText !== null) {
    const seat = declarerText.toUpperCase();
    if (!isSeat(seat)) throw new ImportError(place('PLAYED_BY'), `'${declarerText}' is not N, E, S or W`);
    declarer = seat;
  }
  const tricksText = text('TRICKS');
  let tricks: number | null = null;
  if (played && tricksText !== null) {
    if (!/^\d+$/.test(tricksText) || Number(tricksText) > 13)
      throw new ImportError(place('TRICKS'), `'${tricksText}' is not a whole number from 0 to 13`);
    tricks = Number(tricksText);
  }
  const leadText = text('LEAD');
  const lead = leadText === null ? null : at(place('LEAD'), () => parseLead(leadText));
  const printedPoints = scoreText === null && contract === null ? pointsOf(oracle) : null;
  const roundText = text('ROUND_NUMBER');
  const tableText = text('TABLE_NUMBER');

  return {
    ns: text('NS_PAIR_NUMBER'),
    ew: text('EW_PAIR_NUMBER'),
    contract,
    declarer,
    tricks,
    scoreNS,
    adjusted,
    ...(printedPoints === null ? {} : { printedPoints }),
    lead,
    section,
    round: roundText === null ? null : Number(roundText),
    table: tableText === null ? null : Number(tableText),
    marked: false,
    oracle,
    line: line.line,
  };
}

function readPair(pair: XmlElement, section: string | null): Participant {
  const id = childText(pair, 'PAIR_NUMBER') ?? '';
  const directionText = childText(pair, 'DIRECTION');
  const direction = directionText === undefined ? null : sideFromText(directionText);
  const oracle: Record<string, Cell> = {};
  for (const element of pair.children) if (element.children.length === 0) oracle[element.name] = textCell(element);
  const players = childrenNamed(pair, 'PLAYER');
  return {
    id,
    number: direction === null ? id : id.replace(/\s*(NS|EW)$/i, ''),
    kind: 'pair',
    direction,
    section,
    names: players.map((player) => childText(player, 'PLAYER_NAME') ?? ''),
    federationIds: players.map(federationIdOf),
    oracle,
  };
}

/** PLAYER/NATIONAL_ID_NUMBER: the player's number with his national federation; null when absent, blank or 0 (no number). */
function federationIdOf(player: XmlElement): string | null {
  const text = (childText(player, 'NATIONAL_ID_NUMBER') ?? '').trim();
  return text === '' || /^0+$/.test(text) ? null : text;
}

/** HANDSET/BOARD/HAND(DIRECTION, SPADES..CLUBS) rebuilt as a PBN deal string and checked. */
function readHandset(handset: XmlElement | undefined, file: string): Map<number, { text: string; hands: PartialDeal }> {
  const deals = new Map<number, { text: string; hands: PartialDeal }>();
  for (const board of handset === undefined ? [] : childrenNamed(handset, 'BOARD')) {
    const numberText = childText(board, 'BOARD_NUMBER');
    const number = parseBoardNumber(numberText);
    if (number === null)
      throw new ImportError(
        { file, line: (child(board, 'BOARD_NUMBER') ?? board).line, field: 'HANDSET/BOARD/BOARD_NUMBER' },
        notABoardNumber(numberText),
      );
    const suitsBySeat = new Map<Seat, string>();
    for (const hand of childrenNamed(board, 'HAND')) {
      const seat = (childText(hand, 'DIRECTION') ?? '').trim().charAt(0).toUpperCase();
      if (!isSeat(seat))
        throw new ImportError(
          { file, line: hand.line, field: 'HANDSET/HAND/DIRECTION' },
          `'${childText(hand, 'DIRECTION') ?? ''}' is not North, East, South or West`,
        );
      suitsBySeat.set(seat, SUIT_ELEMENTS.map((suit) => (childText(hand, suit) ?? '').replace(/10/g, 'T')).join('.'));
    }
    const pbn = `N:${(['N', 'E', 'S', 'W'] as const).map((seat) => suitsBySeat.get(seat) ?? '-').join(' ')}`;
    const hands = at({ file, line: board.line, field: `HANDSET board ${number}` }, () =>
      parsePbnDeal(pbn, { complete: false }),
    );
    deals.set(number, { text: formatPbnDeal(hands), hands });
  }
  return deals;
}

function textCell(element: XmlElement): Cell {
  return toCell({ kind: 'word', text: element.text === '' ? '-' : element.text, line: element.line });
}

function generatorOf(event: XmlElement): { generator?: string } {
  const program = childText(event, 'PROGRAM_NAME');
  return program ? { generator: program } : {};
}

/**
 * A board with a line of points alone (a weighted score): every other line is compared with the
 * weighted outcomes, which the file does not carry, so each line keeps the points the file prints.
 */
function asPrintedWhereWeighted(results: readonly TableResult[]): TableResult[] {
  if (!results.some((r) => r.printedPoints)) return [...results];
  return results.map((r) => {
    const printedPoints = r.printedPoints ?? pointsOf(r.oracle);
    return printedPoints === null ? r : { ...r, printedPoints };
  });
}

/** A line's own points (`NS_MATCH_POINTS`, `NS_BUTLER_POINTS`…) when it prints both sides', else null. */
function pointsOf(oracle: Readonly<Record<string, Cell>>): { ns: number; ew: number } | null {
  for (const name of Object.values(USEBIO_POINTS_ELEMENT)) {
    const ns = oracle[`NS_${name}`]?.number ?? null;
    const ew = oracle[`EW_${name}`]?.number ?? null;
    if (ns !== null && ew !== null) return { ns, ew };
  }
  return null;
}

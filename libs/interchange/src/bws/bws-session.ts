// A Bridgemate BWS database, its tables exported as CSV, read into a recorded session: the movement
// (RoundData), each table's results (ReceivedData, an erased row replaced by the later one), leads,
// auctions (BiddingData) and plays (PlayData) when present, replayed through the rules engine so an
// import records them call by call and card by card, the players (PlayerNumbers), the deals
// (HandRecord) and the scoring (Section.ScoringType). Pure: the CSV comes from `readBwsFile`. Errors
// name file, table or board, and field; an auction or play the engine refuses is a note naming its row.
import {
  defaultDealer,
  defaultVulnerability,
  isCompleteDeal,
  parseCall,
  parseContract,
  parsePbnDeal,
  scoreNS,
  type Call,
  type Card,
  type FinalContract,
} from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import type { BoardResults, Participant, SessionResults, TableResult } from '../session/session-results';
import { parseBwsTable, type BwsRow, type BwsTable } from './bws-csv';
import { bwsScoring } from './bws-scoring-type';
import { bwsCard, bwsSeat, replayBwsTable, type BwsStep } from './replay-bws-table';
import {
  BWS_OPTIONAL_TABLES,
  BWS_READ,
  BWS_REQUIRED_TABLES,
  type BwsTableName,
  type BwsTableTexts,
} from './bws-columns';

interface Seating {
  readonly section: number;
  readonly table: number;
  readonly round: number;
  readonly ns: number;
  readonly ew: number;
  readonly low: number;
  readonly high: number;
}

const key = (...parts: (number | string)[]) => parts.join('/');

/** A BWS boolean as mdb-export prints it (`1`/`0`, or `True`/`False` from older versions). */
function flag(text: string): boolean {
  return ['1', '-1', 'true', 'yes'].includes(text.trim().toLowerCase());
}

function reader(table: BwsTable, file: string) {
  const place = (row: BwsRow, column: string, board?: number) => ({
    file,
    line: null,
    field: `${table.name} row ${row.values['ID'] ?? `at line ${row.line}`}${board === undefined ? '' : `, board ${board}`}, ${column}`,
  });
  const number = (row: BwsRow, column: string): number => {
    const text = (row.values[column] ?? '').trim();
    if (!/^-?\d+$/.test(text)) throw new ImportError(place(row, column), `'${text}' is not a whole number`);
    return Number(text);
  };
  return { place, number, text: (row: BwsRow, column: string) => (row.values[column] ?? '').trim() };
}

/** `4 S x`, `3NT`, `PASS` as Bridgemate writes a contract. */
function bwsContract(text: string): FinalContract {
  return parseContract(text.replace(/\s+/g, ''));
}

/** Tricks by declarer from the Result column: `=`, `+1`, `-2` against the contract's level. */
function bwsTricks(result: string, level: number): number {
  const text = result.trim();
  if (text === '=' || text === '') return level + 6;
  if (!/^[+-]\d{1,2}$/.test(text)) throw new RangeError(`result '${result}' is not =, +n or -n`);
  const tricks = level + 6 + Number(text);
  if (tricks < 0 || tricks > 13) throw new RangeError(`result '${result}' gives ${tricks} tricks`);
  return tricks;
}

function readTables(texts: BwsTableTexts, file: string): Partial<Record<BwsTableName, BwsTable>> {
  const tables: Partial<Record<BwsTableName, BwsTable>> = {};
  for (const name of [...BWS_REQUIRED_TABLES, ...BWS_OPTIONAL_TABLES]) {
    const text = texts[name];
    if (text === undefined) {
      if (BWS_REQUIRED_TABLES.includes(name))
        throw new ImportError(
          { file, line: null, field: `table ${name}` },
          'the database has no such table: not a Bridgemate BWS',
        );
      continue;
    }
    tables[name] = parseBwsTable(text, name, BWS_READ[name], file);
  }
  return tables;
}

/** The movement: who sat where in each round and the boards they played. */
function readMovement(table: BwsTable, sections: ReadonlyMap<number, string>, file: string): Map<string, Seating> {
  const r = reader(table, file);
  const movement = new Map<string, Seating>();
  for (const row of table.rows) {
    const seating: Seating = {
      section: r.number(row, 'Section'),
      table: r.number(row, 'Table'),
      round: r.number(row, 'Round'),
      ns: r.number(row, 'NSPair'),
      ew: r.number(row, 'EWPair'),
      low: r.number(row, 'LowBoard'),
      high: r.number(row, 'HighBoard'),
    };
    if (!sections.has(seating.section))
      throw new ImportError(r.place(row, 'Section'), `section ${seating.section} is not in table Section`);
    movement.set(key(seating.section, seating.table, seating.round), seating);
  }
  return movement;
}

/** Calls or cards of each table's board, in order of their Counter, from the rows not erased. */
function sequences(table: BwsTable | undefined, column: string, file: string): Map<string, BwsStep[]> {
  const out = new Map<string, BwsStep[]>();
  if (table === undefined) return out;
  const r = reader(table, file);
  const rows = table.rows
    .filter((row) => !flag(r.text(row, 'Erased')))
    .map((row) => ({
      row,
      at: key(r.number(row, 'Section'), r.number(row, 'Table'), r.number(row, 'Round'), r.number(row, 'Board')),
    }))
    .sort((a, b) => r.number(a.row, 'Counter') - r.number(b.row, 'Counter'));
  for (const { row, at: where } of rows) {
    const step = {
      row: `${table.name} row ${r.text(row, 'ID') || `at line ${row.line}`}`,
      direction: r.text(row, 'Direction'),
      text: r.text(row, column),
    };
    out.set(where, [...(out.get(where) ?? []), step]);
  }
  return out;
}

/** The calls or cards as written, up to the first one that is none. */
function parsedPrefix<T>(steps: readonly BwsStep[], parse: (text: string) => T): T[] {
  const out: T[] = [];
  for (const step of steps) {
    try {
      out.push(parse(step.text));
    } catch {
      break;
    }
  }
  return out;
}

function readDeals(table: BwsTable | undefined, file: string): Map<string, string> {
  const deals = new Map<string, string>();
  if (table === undefined) return deals;
  const r = reader(table, file);
  for (const row of table.rows) {
    const board = r.number(row, 'Board');
    const hands = ['North', 'East', 'South', 'West'].map((seat) =>
      ['Spades', 'Hearts', 'Diamonds', 'Clubs']
        .map((suit) => r.text(row, `${seat}${suit}`).replace(/10/g, 'T'))
        .join('.'),
    );
    const deal = `N:${hands.join(' ')}`;
    at(r.place(row, 'hands', board), () => parsePbnDeal(deal, { complete: false }));
    deals.set(key(r.number(row, 'Section'), board), deal);
  }
  return deals;
}

interface Reading {
  readonly row: BwsRow;
  readonly id: number;
}

export function importBwsTables(texts: BwsTableTexts, file = '<bws>'): SessionResults {
  const tables = readTables(texts, file);
  const sectionTable = tables.Section!;
  const sr = reader(sectionTable, file);
  const sections = new Map(
    sectionTable.rows.map((row) => [sr.number(row, 'ID'), sr.text(row, 'Letter') || String(sr.number(row, 'ID'))]),
  );
  const movement = readMovement(tables.RoundData!, sections, file);
  const { scoring, method } = bwsScoring(sectionTable, file);
  // A team keeps its number in both rooms; pairs of a Mitchell are numbered in each direction.
  const byDirection = (section: number) => method !== 'TEAMS' && mitchell(movement, section);
  const tr = reader(tables.Tables!, file);
  const seated = new Set(tables.Tables!.rows.map((row) => key(tr.number(row, 'Section'), tr.number(row, 'Table'))));
  const auctions = sequences(tables.BiddingData, 'Bid', file);
  const plays = sequences(tables.PlayData, 'Card', file);
  const deals = readDeals(tables.HandRecord, file);
  const notes: string[] = [];

  // Every reading of a table's board, in the order Bridgemate received them (ID).
  const received = tables.ReceivedData!;
  const rr = reader(received, file);
  const readings = new Map<string, Reading[]>();
  for (const row of received.rows) {
    const board = rr.number(row, 'Board');
    const [section, table, round] = ['Section', 'Table', 'Round'].map((c) => rr.number(row, c)) as [
      number,
      number,
      number,
    ];
    const seating = movement.get(key(section, table, round));
    if (!seated.has(key(section, table)) || seating === undefined)
      throw new ImportError(
        rr.place(row, 'Table', board),
        `table ${table} of section ${sections.get(section) ?? section} in round ${round} is not in the movement (RoundData)`,
      );
    if (board < seating.low || board > seating.high)
      throw new ImportError(
        rr.place(row, 'Board', board),
        `table ${table} plays boards ${seating.low}-${seating.high} in round ${round}, not board ${board}`,
      );
    const where = key(section, table, round, board);
    readings.set(where, [...(readings.get(where) ?? []), { row, id: rr.number(row, 'ID') }]);
  }

  const boards = new Map<string, { section: number; board: number; results: TableResult[] }>();
  for (const [where, all] of readings) {
    const ordered = [...all].sort((a, b) => a.id - b.id);
    const live = ordered.filter((reading) => !flag(rr.text(reading.row, 'Erased')));
    const last = live.at(-1);
    if (last === undefined) continue; // every reading erased: the result was withdrawn
    const row = last.row;
    const board = rr.number(row, 'Board');
    const section = rr.number(row, 'Section');
    const seating = movement.get(key(section, rr.number(row, 'Table'), rr.number(row, 'Round')))!;
    const contract = at(rr.place(row, 'Contract', board), () => bwsContract(rr.text(row, 'Contract')));
    const declarer =
      contract === 'Pass' ? null : at(rr.place(row, 'NS/EW', board), () => bwsSeat(rr.text(row, 'NS/EW')));
    const tricks =
      contract === 'Pass'
        ? null
        : at(rr.place(row, 'Result', board), () => bwsTricks(rr.text(row, 'Result'), contract.level));
    const leadText = rr.text(row, 'LeadCard');
    const lead =
      leadText === '' || leadText.toUpperCase() === 'SKIP'
        ? null
        : at(rr.place(row, 'LeadCard', board), () => bwsCard(leadText));
    const letter = sections.get(section)!;
    const calls = auctions.get(where) ?? [];
    const cards = plays.get(where) ?? [];
    const auction: readonly Call[] | undefined =
      calls.length > 0 ? parsedPrefix(calls, (text) => parseCall(text.replace(/\s+/g, ''))) : undefined;
    const play: readonly Card[] | undefined = cards.length > 0 ? parsedPrefix(cards, bwsCard) : undefined;
    const deal = deals.get(key(section, board));
    const hands = deal === undefined ? null : parsePbnDeal(deal, { complete: false });
    const replay = replayBwsTable({
      dealer: defaultDealer(board),
      vulnerability: defaultVulnerability(board),
      deal: hands !== null && isCompleteDeal(hands) ? hands : null,
      contract,
      declarer,
      tricks,
      lead,
      calls,
      cards,
    });
    const table = `board ${board}, table ${seating.table} of section ${letter}, round ${seating.round}`;
    for (const problem of replay.problems) notes.push(`${file}: ${table}: ${problem}`);
    const result: TableResult = {
      ns: pairId(letter, seating.ns, 'NS', sections.size, byDirection(section)),
      ew: pairId(letter, seating.ew, 'EW', sections.size, byDirection(section)),
      contract,
      declarer,
      tricks,
      scoreNS: contract === 'Pass' ? 0 : scoreNS(contract, declarer!, defaultVulnerability(board), tricks!),
      adjusted: null,
      lead,
      section: letter,
      round: seating.round,
      table: seating.table,
      marked: false,
      oracle: {},
      line: row.line,
      ...(auction === undefined ? {} : { auction }),
      ...(play === undefined ? {} : { cards: play }),
      ...(replay.commands === null ? {} : { play: replay.commands }),
      ...(live.length < ordered.length || live.length > 1
        ? { corrected: ordered.filter((reading) => reading !== last).map((reading) => readingText(reading.row)) }
        : {}),
    };
    const boardKey = key(section, board);
    const entry = boards.get(boardKey) ?? { section, board, results: [] };
    entry.results.push(result);
    boards.set(boardKey, entry);
  }

  const boardResults: BoardResults[] = [...boards.values()]
    .sort((a, b) => a.section - b.section || a.board - b.board)
    .map(({ section, board, results }) => {
      const deal = deals.get(key(section, board)) ?? null;
      return {
        board,
        dealer: defaultDealer(board),
        vulnerability: defaultVulnerability(board),
        deal,
        hands: deal === null ? null : parsePbnDeal(deal, { complete: false }),
        results: results.sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || (a.table ?? 0) - (b.table ?? 0)),
        sitOuts: [],
        oracle: {},
        tables: [],
      };
    });

  // `club results --scoring` overrides the method the file states.
  return {
    source: { format: 'BWS', file, generator: 'Bridgemate' },
    event: { name: file.replace(/\.bws$/i, ''), date: null, scoring, method, site: null },
    boards: boardResults,
    participants: participants(movement, sections, tables.PlayerNumbers, file, byDirection),
    matches: [],
    tables: [],
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** A reading as the scorer saw it, for the note of a correction: `ID 3: 4 S = (erased)`. */
function readingText(row: BwsRow): string {
  const v = row.values;
  const erased = flag(v['Erased'] ?? '') ? ' (erased)' : '';
  return `ID ${v['ID']}: ${v['Contract']} ${v['NS/EW']} ${v['Result']}`.replace(/\s+/g, ' ').trim() + erased;
}

/** A Mitchell section: some pair number sits North-South and another, the same number, East-West. */
function mitchell(movement: ReadonlyMap<string, Seating>, section: number): boolean {
  const seats = [...movement.values()].filter((s) => s.section === section);
  const ns = new Set(seats.map((s) => s.ns));
  return seats.some((s) => ns.has(s.ew));
}

function pairId(letter: string, pair: number, side: 'NS' | 'EW', sectionCount: number, isMitchell: boolean): string {
  return `${sectionCount > 1 ? letter : ''}${pair}${isMitchell ? side : ''}`;
}

function participants(
  movement: ReadonlyMap<string, Seating>,
  sections: ReadonlyMap<number, string>,
  players: BwsTable | undefined,
  file: string,
  byDirection: (section: number) => boolean,
): Participant[] {
  const names = new Map<string, string[]>();
  if (players !== undefined) {
    const r = reader(players, file);
    for (const row of players.rows) {
      const round = players.columns.includes('Round') && r.text(row, 'Round') !== '' ? r.number(row, 'Round') : 1;
      const seating = movement.get(key(r.number(row, 'Section'), r.number(row, 'Table'), Math.max(round, 1)));
      if (seating === undefined) continue; // a player entered at a table the movement does not use
      const seat = at(r.place(row, 'Direction'), () => bwsSeat(r.text(row, 'Direction')));
      const side = seat === 'N' || seat === 'S' ? 'NS' : 'EW';
      const pair = key(
        seating.section,
        side === 'NS' ? seating.ns : seating.ew,
        byDirection(seating.section) ? side : '',
      );
      const name = r.text(row, 'Name') || r.text(row, 'Number');
      names.set(pair, [...(names.get(pair) ?? []), name]);
    }
  }
  const out = new Map<string, Participant>();
  for (const s of movement.values()) {
    const letter = sections.get(s.section)!;
    const isMitchell = byDirection(s.section);
    for (const [pair, side] of [
      [s.ns, 'NS'],
      [s.ew, 'EW'],
    ] as const) {
      const id = pairId(letter, pair, side, sections.size, isMitchell);
      if (out.has(id)) continue;
      out.set(id, {
        id,
        number: String(pair),
        kind: 'pair',
        direction: isMitchell ? side : null,
        section: letter,
        names: names.get(key(s.section, pair, isMitchell ? side : '')) ?? [],
        oracle: {},
      });
    }
  }
  return [...out.values()];
}

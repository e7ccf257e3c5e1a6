// A PBN results file as session results: one game per board with a ScoreTable (and a TotalScoreTable
// once), or one game per table result with the result in the game's own tags (games of a board merge).
import { ImportError } from '../errors/import-error';
import { isoDate, methodFromPbnScoring, sideFromText } from '../session/event-fields';
import { oneRecordPerPair } from '../session/one-record-per-pair';
import type {
  BoardPenalty,
  BoardResults,
  OracleValues,
  Participant,
  SessionResults,
  SitOut,
  TableResult,
  TeamMatch,
} from '../session/session-results';
import { boardNumber, dealHands, dealText, dealer, vulnerability } from './board-tags';
import { readGameRecord } from './game-record';
import { readOptimum } from './optimum-tags';
import { replayPbnGame } from './replay-pbn-game';
import { gameResult } from './game-result';
import { printedRankingOf } from './printed-ranking';
import { runSteps, type Steps } from '../steps/steps';
import { metaDirectives, tagValue, type PbnFile, type PbnGame } from './pbn-file';
import { readScoreRow } from './score-table-row';
import { hasColumn, isTableTag, parseTable, type PbnTable } from './table';
import { isBlank, toCell } from './table-cell';

export function pbnToSession(pbn: PbnFile): SessionResults {
  return runSteps(pbnToSessionInSteps(pbn));
}

/** Games read between two pauses of pbnToSessionInSteps. */
export const PBN_GAMES_PER_STEP = 50;

/** pbnToSession pausing after every `gamesPerStep` games. */
export function* pbnToSessionInSteps(pbn: PbnFile, gamesPerStep = PBN_GAMES_PER_STEP): Steps<SessionResults> {
  const { file } = pbn;
  const first = pbn.games[0];
  if (first === undefined)
    throw new ImportError({ file, line: null, field: null }, 'the file has no game (no tag pairs)');

  const boards: BoardResults[] = [];
  const sessionTables: PbnTable[] = [];
  const matches: TeamMatch[] = [];
  // Where each board is in `boards` (one game per table: a board's games merge).
  const boardIndex = new Map<number, number>();
  // Boards with a ScoreTable, and the results read from a game's own tags.
  const scored = new Set<number>();
  const fromTags = new Map<TableResult, PbnGame>();
  for (const [index, game] of pbn.games.entries()) {
    if (index > 0 && index % gamesPerStep === 0) yield;
    const tables = game.tags.filter(isTableTag).map((tag) => parseTable(tag, file));
    const scoreTable = tables.find((table) => table.name === 'ScoreTable');
    const isMatchTable = scoreTable !== undefined && hasColumn(scoreTable, 'TeamId_Home');
    for (const table of tables) {
      if (table.name === 'TotalScoreTable' || (table === scoreTable && isMatchTable)) sessionTables.push(table);
    }
    if (isMatchTable) {
      matches.push(...scoreTable.rows.map((row) => readMatch(row.byColumn, row.line)));
      continue;
    }
    const board = boardNumber(game, file);
    if (board === null) continue;
    const read = readBoard(game, board, tables, scoreTable, file);
    if (scoreTable !== undefined) scored.add(board);
    const earlier = boardIndex.get(board);
    if (earlier === undefined) boardIndex.set(board, boards.push(read) - 1);
    else boards[earlier] = sameBoard(boards[earlier]!, read);
    if (scoreTable === undefined) read.results.forEach((r) => fromTags.set(r, game));
  }
  // A board with a ScoreTable has its results there; a game of it without one is a table's auction and
  // play (as this club's export writes it), not another result: replayed, it gives that row its play.
  for (const [i, b] of boards.entries()) {
    if (!scored.has(b.board)) continue;
    const games = b.results.flatMap((r) => (fromTags.has(r) ? [fromTags.get(r)!] : []));
    const results = b.results
      .filter((r) => !fromTags.has(r))
      .map((r) => {
        const game = games.find((g) => playedAt(g, r));
        const play = game ? replayPbnGame(readGameRecord(game, file), b, file) : null;
        return play ? { ...r, play } : r;
      });
    boards[i] = { ...b, results };
  }

  const totals = sessionTables.find((table) => table.name === 'TotalScoreTable');
  const participants = totals !== undefined ? readParticipants(totals) : participantsSeenIn(boards);
  // A two-winner Mitchell, or sections each scored on their own, as the printed ranks show them.
  const ranking = printedRankingOf(
    participants.map((p) => ({ rank: p.oracle['Rank']?.text ?? null, direction: p.direction, section: p.section })),
  );
  const method = methodFromPbnScoring(tagValue(first, 'Scoring'));
  return {
    source: { format: 'PBN', file, ...generatorOf(pbn, first) },
    event: {
      name: tagValue(first, 'Event') ?? '',
      date: isoDate(tagValue(first, 'Date')),
      scoring: tagValue(first, 'Scoring') ?? null,
      method,
      site: tagValue(first, 'Site') || null,
      ...(ranking === null ? {} : { winners: ranking.winners }),
      ...(ranking?.sectionScoring ? { sectionScoring: ranking.sectionScoring } : {}),
    },
    boards: oneRecordPerPair(boards, file, method === 'TEAMS'),
    participants,
    matches,
    tables: sessionTables,
  };
}

function readBoard(
  game: PbnGame,
  board: number,
  tables: PbnTable[],
  scoreTable: PbnTable | undefined,
  file: string,
): BoardResults {
  const results: TableResult[] = [];
  const sitOuts: SitOut[] = [];
  const penalties: BoardPenalty[] = [];
  for (const row of scoreTable?.rows ?? []) {
    const read = readScoreRow(scoreTable!, row, file);
    if (read.kind === 'result') results.push(read.result);
    else if (read.kind === 'sit-out') sitOuts.push(read.sitOut);
    else penalties.push(read.penalty);
  }
  if (scoreTable === undefined) {
    const result = gameResult(game, readGameRecord(game, file), file);
    if (result !== null) results.push(result);
  }
  const oracle: Record<string, ReturnType<typeof toCell>> = {};
  for (const name of ['OptimumScore', 'OptimumContract', 'Score', 'ScoreIMP', 'ScoreMP', 'ScorePercentage']) {
    const value = tagValue(game, name);
    if (value !== undefined) oracle[name] = toCell({ kind: 'string', text: value, line: game.line });
  }
  const optimum = readOptimum(game, tables);
  return {
    board,
    dealer: dealer(game, file),
    vulnerability: vulnerability(game, file),
    deal: dealText(game),
    hands: dealHands(game, file),
    results,
    sitOuts,
    ...(penalties.length > 0 ? { penalties } : {}),
    oracle,
    tables,
    ...(optimum ? { optimum } : {}),
  };
}

/** The game records the table of the ScoreTable row: the same section, table and round. */
function playedAt(game: PbnGame, row: TableResult): boolean {
  const tag = (name: string) => tagValue(game, name) ?? null;
  return tag('Section') === row.section && tag('Table') === String(row.table) && tag('Round') === String(row.round);
}

/** Another game of a board already seen (one game per table): its results join the board's. */
function sameBoard(first: BoardResults, next: BoardResults): BoardResults {
  return {
    ...first,
    deal: first.deal ?? next.deal,
    hands: first.hands ?? next.hands,
    ...(first.optimum || next.optimum ? { optimum: first.optimum ?? next.optimum } : {}),
    results: [...first.results, ...next.results],
    sitOuts: [...first.sitOuts, ...next.sitOuts],
    ...(first.penalties || next.penalties
      ? { penalties: [...(first.penalties ?? []), ...(next.penalties ?? [])] }
      : {}),
    tables: [...first.tables, ...next.tables],
  };
}

function readParticipants(totals: PbnTable): Participant[] {
  const isTeams = hasColumn(totals, 'TeamId');
  return totals.rows.map((row) => {
    const cells = row.byColumn;
    const id = cells[isTeams ? 'TeamId' : 'PairId'];
    const text = (column: string): string | null => (isBlank(cells[column]) ? null : cells[column]!.text);
    const namesText = text(isTeams ? 'Roster' : 'Names') ?? '';
    const direction = text('Direction');
    return {
      id: id?.text ?? String(row.index),
      number: id?.text ?? String(row.index),
      kind: isTeams ? 'team' : 'pair',
      direction: direction === null ? null : sideFromText(direction),
      section: text('Section'),
      names: namesText === '' ? [] : namesText.split(/\s+-\s+/),
      oracle: cells,
    } satisfies Participant;
  });
}

function participantsSeenIn(boards: readonly BoardResults[]): Participant[] {
  const seen = new Map<string, Participant>();
  for (const board of boards) {
    for (const result of board.results) {
      for (const [id, side] of [
        [result.ns, 'NS'],
        [result.ew, 'EW'],
      ] as const) {
        if (id !== null && !seen.has(id)) {
          seen.set(id, {
            id,
            number: id,
            kind: 'pair',
            direction: side,
            section: result.section,
            names: [],
            oracle: {},
          });
        }
      }
    }
  }
  return [...seen.values()];
}

/** Ruter's teams ScoreTable: `MatchDetails` is "<n>,<IMPs home>,<IMPs away>". */
function readMatch(cells: OracleValues, line: number): TeamMatch {
  const imps = (cells['MatchDetails']?.text ?? '').split(',').map((part) => Number(part));
  const [impsHome, impsAway] = imps.length >= 3 ? imps.slice(-2) : [NaN, NaN];
  return {
    round: cells['Round']?.number ?? null,
    table: cells['Table']?.number ?? null,
    home: cells['TeamId_Home']?.text ?? '',
    away: cells['TeamId_Away']?.text ?? '',
    impsHome: Number.isFinite(impsHome) ? impsHome! : null,
    impsAway: Number.isFinite(impsAway) ? impsAway! : null,
    oracle: cells,
    line,
  };
}

/** Ruter and Magic Contest name themselves in a META directive; others in the Application tag. */
function generatorOf(pbn: PbnFile, first: PbnGame): { generator?: string } {
  const named = metaDirectives(pbn)['Generator'] ?? tagValue(first, 'Application')?.split(' - ')[0];
  return named ? { generator: named.trim() } : {};
}

// `club dd <file.pbn>`: the double-dummy table and par of every board of a PBN file that has a deal,
// solved by the DDS library (libs/double-dummy), par by libs/bridge's parOf (the par the site shows);
// `--json` prints one array for the file.
import { readFileSync } from 'node:fs';
import {
  defaultDealer,
  defaultVulnerability,
  isCompleteDeal,
  optimumScoreText,
  parContractTexts,
  parOf,
  type Deal,
  type Par,
  type Seat,
} from '@club/bridge';
import { DD_STRAINS, loadDoubleDummy, type DdTable } from '@club/double-dummy';
import { decodeText, parsePbn, readPbnGames } from '@club/interchange';
import { CliError } from '../cli-error';

const USAGE = 'usage: club dd <file.pbn | - (standard input)> [--json]';

/** The seats in the order the table is printed: North-South, then East-West. */
const PRINTED_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];

interface SolvedBoard {
  readonly board: number;
  readonly table: DdTable;
  readonly par: Par;
}

function parseArgs(args: readonly string[]): { file: string; json: boolean } {
  let file: string | undefined;
  let json = false;
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('-') && arg !== '-') throw new CliError(`unknown option '${arg}'\n${USAGE}`, 2);
    else if (file === undefined) file = arg;
    else throw new CliError(`one file only\n${USAGE}`, 2);
  }
  if (file === undefined) throw new CliError(USAGE, 2);
  return { file, json };
}

/** Each board once (a file may hold one game per table), with its complete deal and markings. */
function boardsOf(
  file: string,
): { board: number; deal: Deal; dealer: Seat; vulnerability: ReturnType<typeof defaultVulnerability> }[] {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file === '-' ? 0 : file);
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const seen = new Set<number>();
  const boards = [];
  for (const game of readPbnGames(parsePbn(decodeText(bytes).text, file))) {
    if (game.board === null || seen.has(game.board) || game.hands === null || !isCompleteDeal(game.hands)) continue;
    seen.add(game.board);
    boards.push({
      board: game.board,
      deal: game.hands,
      dealer: game.dealer ?? defaultDealer(game.board),
      vulnerability: game.vulnerability ?? defaultVulnerability(game.board),
    });
  }
  return boards;
}

function printedTable(table: DdTable) {
  return Object.fromEntries(
    PRINTED_SEATS.map((seat) => [seat, Object.fromEntries(DD_STRAINS.map((strain) => [strain, table[seat][strain]]))]),
  );
}

function asJson(solved: readonly SolvedBoard[]): string {
  return JSON.stringify(
    solved.map(({ board, table, par }) => ({
      board,
      table: printedTable(table),
      par: { score: optimumScoreText(par), contracts: parContractTexts(par) },
    })),
  );
}

function asText(solved: readonly SolvedBoard[]): string {
  const lines: string[] = [];
  for (const { board, table, par } of solved) {
    lines.push(`Board ${board}`, `     ${DD_STRAINS.map((s) => s.padStart(3)).join('')}`);
    for (const seat of PRINTED_SEATS)
      lines.push(`  ${seat}  ${DD_STRAINS.map((strain) => String(table[seat][strain]).padStart(3)).join('')}`);
    const contracts = par.contracts.length === 0 ? ' (passed out)' : `: ${parContractTexts(par).join(', ')}`;
    lines.push(`  par ${optimumScoreText(par)}${contracts}`, '');
  }
  return lines.join('\n');
}

export function run(args: string[]): number {
  const { file, json } = parseArgs(args);
  const boards = boardsOf(file);
  const load = loadDoubleDummy();
  if (!load.available) throw new CliError(`double-dummy tables are unavailable: ${load.reason}`);
  const tables = load.solver.ddTables(boards.map((b) => b.deal));
  const solved = boards.map((b, i) => ({
    board: b.board,
    table: tables[i]!,
    par: parOf(tables[i]!, b.vulnerability, b.dealer),
  }));
  process.stdout.write(`${json ? asJson(solved) : asText(solved)}\n`);
  return 0;
}

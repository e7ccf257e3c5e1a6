// `club ulti settle <deal.json> [--json]`, `club ulti sheet <deal.json>` and `club ulti play --seed N
// [--json]`: the Ulti rules engine at the terminal. Both formats (the full record `ulti-deal/1` and
// the score sheet `ulti-sheet/1`) are documented in libs/ulti/README.md.
import { readFileSync } from 'node:fs';
import {
  checkSheet,
  isSheetRecord,
  parseUltiRecord,
  playRandomDeal,
  RecordError,
  replay,
  SheetError,
  settleSheet,
  sheetOf,
  type DealResult,
  type Suit,
  type UltiRecord,
} from '@club/ulti';
import { CliError } from '../cli-error';
import { playSummary, settleSummary, settledJson } from './ulti/format';
import { lineOfAction } from './ulti/locate';

const USAGE = [
  'usage: club ulti settle <deal.json|sheet.json> [--json]   settle a full record or a score sheet',
  '       club ulti sheet <deal.json>                        print the score sheet (ulti-sheet/1) of a full record',
  '       club ulti play --seed N [--players A,B,C[,D]] [--json]',
].join('\n');

export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'settle') return settle(rest);
  if (sub === 'sheet') return sheet(rest);
  if (sub === 'play') return play(rest);
  throw new CliError(sub ? `unknown subcommand '${sub}'; ${USAGE}` : USAGE, 2);
}

/** `file:line` for an error about action `index`, when the line can be found. */
function where(file: string, text: string, index: number | null): string {
  const line = index === null ? null : lineOfAction(text, index);
  return line === null ? file : `${file}:${line}`;
}

function readRecord(file: string): { record: UltiRecord; text: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`cannot read ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const pos = /position (\d+)/.exec(String((e as Error).message));
    const line = pos ? text.slice(0, Number(pos[1])).split('\n').length : null;
    throw new CliError(`${file}${line ? `:${line}` : ''}: not valid JSON (${(e as Error).message})`);
  }
  try {
    return { record: parseUltiRecord(json), text };
  } catch (e) {
    throw refusal(file, text, e);
  }
}

/** The engine's refusal as the CLI says it: a full record's by line, a sheet's by field. */
function refusal(file: string, text: string, e: unknown): unknown {
  if (e instanceof RecordError) return new CliError(`${where(file, text, e.action)}: ${e.message}`);
  if (e instanceof SheetError) return new CliError(`${file}: ${e.message} (${e.code})`);
  if (e instanceof RangeError) return new CliError(`${file}: ${e.message}`);
  return e;
}

/** The file argument of a subcommand that takes one file and the given flags. */
function oneFile(args: string[], flags: readonly string[]): string {
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && !flags.includes(a));
  if (unknown.length) throw new CliError(`unknown option ${unknown[0]}; ${USAGE}`, 2);
  if (files.length !== 1) throw new CliError(USAGE, 2);
  return files[0]!;
}

function settle(args: string[]): number {
  const file = oneFile(args, ['--json']);
  const { record, text } = readRecord(file);
  let settled: { result: DealResult; trump: Suit | null };
  try {
    if (isSheetRecord(record)) {
      settled = { result: settleSheet(record), trump: checkSheet(record).trump };
    } else {
      const { result, state } = replay(record);
      settled = { result, trump: state.trump };
    }
  } catch (e) {
    throw refusal(file, text, e);
  }
  process.stdout.write(
    args.includes('--json')
      ? JSON.stringify(settledJson(record, settled.result)) + '\n'
      : settleSummary(record, settled.result, settled.trump),
  );
  return 0;
}

function sheet(args: string[]): number {
  const file = oneFile(args, []);
  const { record, text } = readRecord(file);
  if (isSheetRecord(record)) throw new CliError(`${file} is already a score sheet (ulti-sheet/1)`);
  let derived;
  try {
    derived = sheetOf(record);
  } catch (e) {
    throw refusal(file, text, e);
  }
  process.stdout.write(JSON.stringify(derived, null, 2) + '\n');
  return 0;
}

function play(args: string[]): number {
  const at = args.indexOf('--seed');
  const seedText = at >= 0 ? args[at + 1] : undefined;
  if (seedText === undefined || !/^\d+$/.test(seedText))
    throw new CliError(`--seed needs a whole number${seedText ? `, not '${seedText}'` : ''}; ${USAGE}`, 2);
  const p = args.indexOf('--players');
  const players = p >= 0 ? (args[p + 1] ?? '').split(',').filter(Boolean) : undefined;
  if (players && (players.length < 3 || players.length > 4 || new Set(players).size !== players.length)) {
    throw new CliError(`--players needs 3 or 4 different names separated by commas, not '${args[p + 1] ?? ''}'`, 2);
  }
  const record = playRandomDeal(Number(seedText), players ? { players } : {});
  process.stdout.write(args.includes('--json') ? JSON.stringify(record) + '\n' : playSummary(record, replay(record)));
  return 0;
}

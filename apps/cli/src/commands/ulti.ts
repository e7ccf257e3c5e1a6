// `club ulti settle <deal.json> [--json]` and `club ulti play --seed N [--json]`: the Ulti rules
// engine at the terminal. The deal.json format is documented in libs/ulti/README.md.
import { readFileSync } from 'node:fs';
import { parseDealRecord, playRandomDeal, RecordError, replay, type DealRecord } from '@club/ulti';
import { CliError } from '../cli-error';
import { playSummary, settleSummary, settledJson } from './ulti/format';
import { lineOfAction } from './ulti/locate';

const USAGE = 'usage: club ulti settle <deal.json> [--json] | club ulti play --seed N [--players A,B,C[,D]] [--json]';

export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'settle') return settle(rest);
  if (sub === 'play') return play(rest);
  throw new CliError(sub ? `unknown subcommand '${sub}'; ${USAGE}` : USAGE, 2);
}

/** `file:line` for an error about action `index`, when the line can be found. */
function where(file: string, text: string, index: number | null): string {
  const line = index === null ? null : lineOfAction(text, index);
  return line === null ? file : `${file}:${line}`;
}

function readRecord(file: string): { record: DealRecord; text: string } {
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
    return { record: parseDealRecord(json), text };
  } catch (e) {
    if (e instanceof RecordError) throw new CliError(`${where(file, text, e.action)}: ${e.message}`);
    throw e;
  }
}

function settle(args: string[]): number {
  const json = args.includes('--json');
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
  if (unknown.length) throw new CliError(`unknown option ${unknown[0]}; ${USAGE}`, 2);
  if (files.length !== 1) throw new CliError(USAGE, 2);
  const file = files[0]!;
  const { record, text } = readRecord(file);
  let replayed;
  try {
    replayed = replay(record);
  } catch (e) {
    if (e instanceof RecordError) throw new CliError(`${where(file, text, e.action)}: ${e.message}`);
    if (e instanceof RangeError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
  process.stdout.write(
    json ? JSON.stringify(settledJson(record, replayed.result)) + '\n' : settleSummary(record, replayed),
  );
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

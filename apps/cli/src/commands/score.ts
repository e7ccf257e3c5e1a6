// `club score`: the Law 77 score of one board from North-South's view, for one case given as
// arguments or for many cases streamed on stdin (one per line), so bulk checks run in one process.
import { createInterface } from 'node:readline';
import { isSeat, parseContract, scoreNS, type FinalContract, type Seat, type Vulnerability } from '@club/bridge';
import { CliError } from '../cli-error';

const USAGE = [
  'usage: club score [--json] <contract> <declarer> <vulnerability> <tricks>',
  '       club score [--json] -      (one case per line on stdin, same four fields)',
  '  contract       Pass or <1-7><C|D|H|S|NT>[X|XX], e.g. 4SX',
  '  declarer       N, E, S or W (- allowed for Pass)',
  '  vulnerability  None, NS, EW or All (Both is accepted for All)',
  '  tricks         tricks taken by declarer, 0..13 (- allowed for Pass)',
].join('\n');

interface ScoreCase {
  readonly contract: FinalContract;
  readonly declarer: Seat;
  readonly vulnerability: Vulnerability;
  readonly tricks: number;
}

const VULNERABILITIES: Record<string, Vulnerability> = { NONE: 'None', NS: 'NS', EW: 'EW', ALL: 'All', BOTH: 'All' };

/** Reads the four fields; every message starts with the name of the bad field. */
export function parseCase(fields: readonly string[]): ScoreCase {
  if (fields.length !== 4) {
    throw new CliError(`expected 4 fields (contract declarer vulnerability tricks), got ${fields.length}`);
  }
  const [contractText, declarerText, vulnerabilityText, tricksText] = fields as [string, string, string, string];
  let contract: FinalContract;
  try {
    contract = parseContract(contractText);
  } catch {
    throw new CliError(`contract: '${contractText}' is not Pass or <1-7><C|D|H|S|NT>[X|XX]`);
  }
  const vulnerability = VULNERABILITIES[vulnerabilityText.toUpperCase()];
  if (!vulnerability) throw new CliError(`vulnerability: '${vulnerabilityText}' is not None, NS, EW or All`);
  const passedOut = contract === 'Pass';
  const declarer = declarerText.toUpperCase();
  if (!(passedOut && declarer === '-') && !isSeat(declarer)) {
    throw new CliError(`declarer: '${declarerText}' is not N, E, S or W${passedOut ? ' (or - for Pass)' : ''}`);
  }
  const tricks = passedOut && tricksText === '-' ? 0 : /^\d{1,2}$/.test(tricksText) ? Number(tricksText) : NaN;
  if (!(tricks >= 0 && tricks <= 13)) {
    throw new CliError(`tricks: '${tricksText}' is not a whole number 0..13${passedOut ? ' (or - for Pass)' : ''}`);
  }
  return { contract, declarer: isSeat(declarer) ? declarer : 'N', vulnerability, tricks };
}

function format(ns: number, json: boolean): string {
  const ew = ns === 0 ? 0 : -ns;
  return json ? JSON.stringify({ ns, ew }) : `NS ${ns}`;
}

function scoreOf(c: ScoreCase): number {
  return scoreNS(c.contract, c.declarer, c.vulnerability, c.tricks);
}

/**
 * Streams stdin line by line. Blank lines are skipped (they still count for line numbers). On the
 * first bad line the results of the good lines before it are already printed; the command then
 * stops with a message naming the line and the field, and exits 1.
 */
async function scoreStream(json: boolean): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let pending: string[] = [];
  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    const text = pending.join('\n') + '\n';
    pending = [];
    if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  };
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    const fields = line
      .trim()
      .split(/\s+/)
      .filter((f) => f !== '');
    if (fields.length === 0) continue;
    let result: string;
    try {
      result = format(scoreOf(parseCase(fields)), json);
    } catch (error) {
      await flush();
      lines.close();
      throw new CliError(`line ${lineNumber}: ${(error as Error).message}`);
    }
    pending.push(result);
    if (pending.length >= 256) await flush();
  }
  await flush();
  return 0;
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  const unknown = rest.find((a) => a.startsWith('--'));
  if (unknown) throw new CliError(`unknown option '${unknown}' (see club score --help)`);
  if (rest.length === 1 && rest[0] === '-') return scoreStream(json);
  if (rest.length === 0)
    throw new CliError(`missing arguments: contract declarer vulnerability tricks (see club score --help)`);
  process.stdout.write(format(scoreOf(parseCase(rest)), json) + '\n');
  return 0;
}

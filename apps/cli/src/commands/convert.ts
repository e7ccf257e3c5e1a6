// `club convert <in.lin> <out.pbn>`: a BBO LIN file (one board or a vugraph/tournament file) read,
// every board replayed through the rules engine, and written as PBN 2.1 with Auction and Play
// sections. A record that cannot have happened stops the conversion (nothing is written); an
// irregularity the Laws treat as a fact (a revoke) or a record cut short is printed as a warning.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeText, ImportError, importLin, linToPbn } from '@club/interchange';
import { CliError } from '../cli-error';
import { pbnBytes } from '../file-bytes';

const USAGE = 'usage: club convert <in.lin> <out.pbn>   (BBO LIN to PBN 2.1 with Auction and Play)';

export function run(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown) throw new CliError(`unknown option '${unknown}'\n${USAGE}`);
  if (args.length !== 2) throw new CliError(`two files are needed, the LIN file and the PBN file to write\n${USAGE}`);
  const [input, output] = args as [string, string];
  if (!/\.pbn$/i.test(output)) throw new CliError(`${output}: the file to write must end in .pbn`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(input);
  } catch {
    throw new CliError(`${input}: no such file to read`);
  }
  let pbn: string;
  let warnings: readonly string[];
  try {
    const lin = importLin(decodeText(bytes).text, basename(input));
    pbn = linToPbn(lin);
    warnings = lin.irregularities.map((i) => `${lin.file}:${i.line}: ${i.token}: ${i.problem}`);
    process.stdout.write(
      `${basename(input)}: ${lin.boards.length} board${lin.boards.length === 1 ? '' : 's'} → ${output}\n`,
    );
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(error.message);
    throw error;
  }
  writeFileSync(output, pbnBytes(pbn));
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
  return 0;
}

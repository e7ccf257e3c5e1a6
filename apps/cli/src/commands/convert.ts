// `club convert <in> <out.pbn|out.xml>`: a results file (PBN, USEBIO, Bridgemate BWS or BBO LIN,
// known by its content) written as PBN 2.1 or USEBIO 1.2 by the out file's extension, scored as
// `club results` scores it. A LIN file to PBN keeps every board's Auction and Play: each board is
// replayed through the rules engine; a record that cannot have happened stops the conversion
// (nothing is written); an irregularity the Laws treat as a fact (a revoke) or a record cut short
// is printed as a warning.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeText, ImportError, importLin, linToPbn, readResultsFile, sniffResultsFormat } from '@club/interchange';
import { CliError } from '../cli-error';
import { formatToWrite, pbnBytes, usebioBytes } from '../file-bytes';
import { resultsFileAsPbn, resultsFileAsUsebio } from '../results-file-writer';

const USAGE = [
  'usage: club convert <in> <out.pbn|out.xml>',
  '  in:  a PBN, USEBIO, BWS or LIN results file; out: PBN 2.1 (.pbn) or USEBIO 1.2 (.xml)',
  "  a LIN file to PBN keeps each board's Auction and Play, replayed by the rules",
].join('\n');

export function run(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown) throw new CliError(`unknown option '${unknown}'\n${USAGE}`);
  if (args.length !== 2) throw new CliError(`two files are needed, the file to read and the file to write\n${USAGE}`);
  const [input, output] = args as [string, string];
  const format = formatToWrite(output);
  if (format === null)
    throw new CliError(`${output}: the file to write must end in .pbn (PBN 2.1) or .xml (USEBIO 1.2)`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(input);
  } catch {
    throw new CliError(`${input}: no such file to read`);
  }
  if (format === 'usebio' || sniffResultsFormat(decodeText(bytes).text) !== 'LIN') return convertResults(input, output);
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

/** Any results file to PBN or USEBIO, scored as `club results` scores it. */
function convertResults(input: string, output: string): number {
  let text: string;
  let boards: number;
  try {
    const file = readResultsFile(input);
    boards = file.boards.length;
    text = formatToWrite(output) === 'pbn' ? resultsFileAsPbn(file) : resultsFileAsUsebio(file);
    for (const note of file.notes ?? []) process.stderr.write(`warning: ${note}\n`);
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(error.message);
    throw error;
  }
  writeFileSync(output, formatToWrite(output) === 'pbn' ? pbnBytes(text) : usebioBytes(text));
  process.stdout.write(`${basename(input)}: ${boards} board${boards === 1 ? '' : 's'} → ${output}\n`);
  return 0;
}

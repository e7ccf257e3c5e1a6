// `club verify [--db FILE]`: recomputes the event store's hash chain and says whether history
// is intact. The file is data/club.db under the current folder unless CLUB_DB or --db says otherwise.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openEventStore } from '@club/event-store';
import { CliError } from '../cli-error';

const USAGE = 'usage: club verify [--db FILE]   (default: $CLUB_DB, else data/club.db)';
export const DEFAULT_DB = 'data/club.db';

function dbFile(args: readonly string[]): string {
  let file = process.env['CLUB_DB'] || DEFAULT_DB;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--db') {
      const value = args[++i];
      if (!value) throw new CliError(`--db needs a file name\n${USAGE}`);
      file = value;
    } else if (arg.startsWith('--db=')) {
      file = arg.slice('--db='.length);
    } else {
      throw new CliError(`unknown argument '${arg}'\n${USAGE}`);
    }
  }
  return resolve(file);
}

export function run(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = dbFile(args);
  if (!existsSync(file)) throw new CliError(`no database at ${file}`);
  const store = openEventStore({ file, mustExist: true });
  try {
    const report = store.verifyChain();
    if (report.ok) {
      process.stdout.write(`chain ok: ${report.events} events\n`);
      return 0;
    }
    process.stdout.write(`chain broken at position ${report.position}: ${report.reason} (${report.events} events verified before it)\n`);
    return 1;
  } finally {
    store.close();
  }
}

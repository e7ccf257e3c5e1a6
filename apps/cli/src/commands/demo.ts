// `club demo [--db FILE] [--if-empty] [--date YYYY-MM-DD]`: seeds the demo club (libs/application/src/demo)
// through the command handlers into an empty club file (or, with CLUB_DATABASE_URL, the log of the
// club CLUB_ID; `--date` moves its week, so a second demo club of a site of many clubs has sessions
// of its own dates), waits for the read models and the results jobs (run
// in this process, so the summary can be printed at once), and prints a summary. A log that has
// events already is refused, or with --if-empty left as it is and summarised (`npm start` on every start).
import { resolve } from 'node:path';
import { formatDemoSummary, openClub, registry, seedDemoClub, summarizeDemoClub } from '@club/application';
import { doubleDummyServices } from '@club/application/double-dummy';
import { CliError } from '../cli-error';
import { cliSettings } from '../settings';

const USAGE =
  'usage: club demo [--db FILE] [--if-empty] [--date YYYY-MM-DD]   (default: $CLUB_DB, else data/club.db)\n' +
  '  --date  the Monday of the demo week (default 2026-11-16)';

interface DemoArgs {
  readonly file: string;
  readonly ifEmpty: boolean;
  readonly date: string | undefined;
}

function parse(args: readonly string[]): DemoArgs {
  let file = cliSettings().db;
  let ifEmpty = false;
  let date: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--if-empty') ifEmpty = true;
    else if (arg === '--db') {
      const value = args[++i];
      if (!value) throw new CliError(`--db needs a file name\n${USAGE}`);
      file = value;
    } else if (arg.startsWith('--db=')) file = arg.slice('--db='.length);
    else if (arg === '--date') {
      date = args[++i];
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
        throw new CliError(`--date needs a day YYYY-MM-DD, got '${date ?? ''}'\n${USAGE}`);
    } else throw new CliError(`unknown argument '${arg}'\n${USAGE}`);
  }
  if (!file) throw new CliError(`--db needs a file name\n${USAGE}`);
  return { file: resolve(file), ifEmpty, date };
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { file, ifEmpty, date } = parse(args);
  // Its jobs run here, the double-dummy analyses of the demo's boards with them (when libdds loads).
  const settings = cliSettings();
  const club = await openClub({
    file,
    databaseUrl: settings.databaseUrl,
    clubId: settings.clubId,
    queue: 'in-process',
    registry,
    log: () => {},
    services: doubleDummyServices((line) => process.stderr.write(`demo: ${line}\n`), settings.doubleDummy),
  });
  // Where the log is, in the messages: the file, or the club's log in PostgreSQL.
  const where = settings.databaseUrl ? `club ${settings.clubId}'s log in PostgreSQL` : file;
  try {
    const events = club.store.headPosition();
    if (events > 0) {
      if (ifEmpty) {
        await club.settle();
        process.stdout.write(
          `demo: ${where} already has ${events} events; nothing seeded\n${formatDemoSummary(summarizeDemoClub(club))}\n`,
        );
        return 0;
      }
      throw new CliError(
        `${where} already has ${events} events: the demo seeds only an empty club file (use another --db, or --if-empty to skip)`,
      );
    }
    const started = Date.now();
    await seedDemoClub(club, { clubId: cliSettings().clubId, ...(date ? { date } : {}) });
    await club.settle();
    process.stdout.write(
      `demo club seeded into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatDemoSummary(summarizeDemoClub(club))}\n`,
    );
    return 0;
  } finally {
    await club.close();
  }
}

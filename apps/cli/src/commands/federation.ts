// `club federation player|table|share`: the federation's views of the clubs in one PostgreSQL
// database (libs/read-models storage-postgres: openFederationReader, the federation role reading
// only its views). `player` lists a player's sessions in every club that shares its results, by
// federation id, newest first; `table` ranks every player of the sharing clubs by the points of
// his sessions over a period (the rule: libs/read-models src/federation/federation-table.ts);
// `share on|off` records a club's consent on the club's own connection (default: not shared).
import { CliError } from '../cli-error';
import { cliSettings } from '../settings';

const USAGE =
  'usage: club federation player <federation id> [--url postgres://…] [--schema NAME] [--json]\n' +
  '       club federation table [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--url postgres://…] [--schema NAME] [--json]\n' +
  '       club federation share on|off [--club ID] [--url postgres://…] [--schema NAME]\n' +
  "the federation's views of the clubs that share their results with it (their read models in PostgreSQL)\n" +
  "  player   a player's sessions in every sharing club, by his federation id, newest first\n" +
  '  table    every player of the sharing clubs ranked by points over the period (dates included):\n' +
  '           a session gives fieldSize − place + 1, summed over all the clubs\n' +
  '  share    the club says whether it shares (default: it does not)\n' +
  '  --club    the club that shares or stops (default: $CLUB_ID, else demo)\n' +
  '  --url     the PostgreSQL database of the clubs (default: $CLUB_DATABASE_URL)\n' +
  "  --schema  the schema of their logs and read models (default 'public')\n" +
  '  --json    print the answer as JSON';

interface FederationArgs {
  readonly words: readonly string[];
  readonly club: string;
  readonly url: string;
  readonly schema: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly json: boolean;
}

function parse(args: readonly string[]): FederationArgs {
  const values: Record<string, string> = {};
  const words: string[] = [];
  let json = false;
  const names = ['club', 'url', 'schema', 'from', 'to'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') {
      json = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const name = flag!.slice(2);
    if (!names.includes(name)) throw new CliError(`unknown argument '${arg}'\n${USAGE}`, 2);
    const value = inline ?? args[++i];
    if (!value) throw new CliError(`${flag} needs a value\n${USAGE}`, 2);
    values[name] = value;
  }
  const settings = cliSettings();
  const url = values['url'] ?? settings.databaseUrl;
  if (!url) throw new CliError(`no PostgreSQL database: give --url or set CLUB_DATABASE_URL\n${USAGE}`);
  return {
    words,
    club: values['club'] ?? settings.clubId,
    url,
    schema: values['schema'],
    from: values['from'],
    to: values['to'],
    json,
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function share(options: FederationArgs, out: (line: string) => void): Promise<number> {
  const [answer, ...extra] = options.words;
  if ((answer !== 'on' && answer !== 'off') || extra.length > 0)
    throw new CliError(`share takes on or off\n${USAGE}`, 2);
  const { openPostgresReadModels } = await import('@club/read-models');
  const readModels = await openPostgresReadModels({
    url: options.url,
    clubId: options.club,
    ...(options.schema === undefined ? {} : { schema: options.schema }),
  });
  try {
    await readModels.shareWithFederation(answer === 'on');
  } finally {
    await readModels.close();
  }
  out(
    answer === 'on'
      ? `club ${options.club} shares its results with the federation`
      : `club ${options.club} does not share its results with the federation`,
  );
  return 0;
}

async function openReader(options: FederationArgs) {
  const { openFederationReader } = await import('@club/read-models');
  try {
    return await openFederationReader({
      url: options.url,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
    });
  } catch (error) {
    throw new CliError(`cannot read the federation's views at ${options.url}: ${(error as Error).message}`);
  }
}

async function player(options: FederationArgs, out: (line: string) => void): Promise<number> {
  const [federationId, ...extra] = options.words;
  if (federationId === undefined || extra.length > 0) throw new CliError(`player takes one federation id\n${USAGE}`, 2);
  const reader = await openReader(options);
  try {
    const history = await reader.playerHistory(federationId);
    if (options.json) {
      out(JSON.stringify(history, null, 2));
      return 0;
    }
    if (history.sessions.length === 0) {
      out(`no session of federation id ${federationId} in a club that shares its results`);
      return 0;
    }
    out(
      `${history.name} (federation id ${federationId}): ${plural(history.sessions.length, 'session')} in ` +
        `${plural(history.clubs.length, 'club')} (${history.clubs.join(', ')}), average ${percent(history.averagePercentage)}`,
    );
    for (const s of history.sessions)
      out(
        `  ${(s.startsAt ?? '').slice(0, 10).padEnd(10)}  ${s.clubId.padEnd(12)} ${(s.sessionName ?? s.sessionId).padEnd(24)} ` +
          `${`${s.rank}/${s.fieldSize}`.padStart(6)}  ${percent(s.percentage)}`,
      );
    return 0;
  } finally {
    await reader.close();
  }
}

async function table(options: FederationArgs, out: (line: string) => void): Promise<number> {
  if (options.words.length > 0) throw new CliError(`unknown argument '${options.words[0]}'\n${USAGE}`, 2);
  const period = {
    ...(options.from === undefined ? {} : { from: options.from }),
    ...(options.to === undefined ? {} : { to: options.to }),
  };
  const reader = await openReader(options);
  try {
    let standings;
    try {
      standings = await reader.leagueTable(period);
    } catch (error) {
      if (error instanceof RangeError) throw new CliError(`${error.message}\n${USAGE}`, 2);
      throw error;
    }
    const clubs = (await reader.sharingClubs()).map((c) => c.clubId);
    if (options.json) {
      out(JSON.stringify({ period, clubs, standings }, null, 2));
      return 0;
    }
    out(
      `federation table ${period.from ?? '…'} – ${period.to ?? '…'}: ${plural(standings.length, 'player')} ` +
        `of ${plural(clubs.length, 'sharing club')} (${clubs.join(', ') || 'none'})`,
    );
    for (const s of standings)
      out(
        `  ${s.rank.padStart(4)}  ${s.federationId.padEnd(12)} ${s.name.padEnd(24)} ${String(s.points).padStart(5)} points  ` +
          `${plural(s.sessions, 'session')}  ${s.clubs.join(', ')}`,
      );
    return 0;
  } finally {
    await reader.close();
  }
}

export async function run(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const [what, ...rest] = args;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const options = () => parse(rest);
  switch (what) {
    case 'player':
      return player(options(), out);
    case 'table':
      return table(options(), out);
    case 'share':
      return share(options(), out);
    default:
      throw new CliError(`unknown federation command '${what}'\n${USAGE}`, 2);
  }
}

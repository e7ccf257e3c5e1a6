// `club export <sessionId> <out.pbn|out.xml> [--db FILE]`: a club session written as PBN 2.1 or
// USEBIO 1.2 (by the file's extension) through the league administrator's export service, the one
// the site's downloads use. The CLI is the club's administrator on its own file, not the session's
// director nor one of its players: it writes only what such a league administrator may download,
// a scored session whose every board is open to all. `club export --list` names those sessions.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Club } from '@club/application';
import { CliError } from '../cli-error';
import { formatToWrite, pbnBytes, usebioBytes } from '../file-bytes';
import { cliSettings } from '../settings';
import { dbFile } from './verify';

const USAGE = [
  'usage: club export <sessionId> <out.pbn|out.xml> [--db FILE]   (PBN 2.1 or USEBIO 1.2, by the extension)',
  '       club export --list [--db FILE]                          (the sessions that can be exported)',
  '  --db   the club file (default: $CLUB_DB, else data/club.db)',
].join('\n');

interface ExportArgs {
  readonly list: boolean;
  readonly sessionId: string | null;
  readonly out: string | null;
  readonly db: string;
}

function parse(args: readonly string[]): ExportArgs {
  const positional: string[] = [];
  const dbArgs: string[] = [];
  let list = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--list') list = true;
    else if (arg === '--db') dbArgs.push(arg, args[++i] ?? '');
    else if (arg.startsWith('--db=')) dbArgs.push(arg);
    else if (arg.startsWith('-')) throw new CliError(`unknown option '${arg}'\n${USAGE}`);
    else positional.push(arg);
  }
  if (list && positional.length > 0) throw new CliError(`--list takes no session or file\n${USAGE}`);
  if (!list && positional.length === 1)
    throw new CliError(`the file to write is missing after '${positional[0]}'\n${USAGE}`);
  if (positional.length > 2) throw new CliError(`one session and one file: '${positional[2]}' is extra\n${USAGE}`);
  const out = positional[1] ?? null;
  if (out !== null && formatToWrite(out) === null)
    throw new CliError(`${out}: the file to write must end in .pbn (PBN 2.1) or .xml (USEBIO 1.2)`);
  return {
    list: list || positional.length === 0,
    sessionId: positional[0] ?? null,
    out: out === null ? null : resolve(out),
    db: dbFile(dbArgs, USAGE),
  };
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const a = parse(args);
  const { openClub, registry } = await import('@club/application');
  const club = await openClub({ file: a.db, mustExist: true, queue: 'in-process', registry, log: () => {} });
  try {
    // The read models as the log stands; no job is run and nothing is appended.
    club.runner.catchUp();
    if (a.list) return await list(club);
    return await write(club, a.sessionId!, a.out!);
  } finally {
    await club.close();
  }
}

/** Why a session cannot be exported, or null when it can (what the site's export procedures refuse, in the CLI's words). */
async function refusal(club: Club, sessionId: string): Promise<string | null> {
  const { boardSecrecyFacts, computeSessionResults, sessionViewFrom } = await import('@club/read-models');
  const view = sessionViewFrom(club.runner, sessionId);
  if (!view) return `there is no bridge session '${sessionId}' in this club file (club export --list names them)`;
  const scored = computeSessionResults(view).sections.some((s) => s.travellers.some((t) => t.rows.length > 0));
  if (!scored) return `session '${sessionId}' is not scored: no table has a result yet`;
  // boardVisibility (@club/api) for a member who neither directs the session nor plays in it.
  const boards = view.session.boards.map((b) => boardSecrecyFacts(view, b.board));
  const hidden = boards.filter((facts) => !facts.revealedToAll).length;
  if (hidden > 0)
    return `session '${sessionId}' is still in play: ${hidden} of ${boards.length} boards are hidden until every table has played them or the director closes the session`;
  return null;
}

async function list(club: Club): Promise<number> {
  const { BRIDGE_SESSION_PROJECTION, sessionViewFrom } = await import('@club/read-models');
  const rows: [string, string, string][] = [];
  for (const id of club.runner.keys(BRIDGE_SESSION_PROJECTION)) {
    if ((await refusal(club, id)) !== null) continue;
    const session = sessionViewFrom(club.runner, id)!.session;
    rows.push([id, session.name ?? '', (session.startsAt ?? '').slice(0, 10)]);
  }
  if (rows.length === 0) {
    process.stdout.write('no session can be exported yet: none is scored with every board open to all\n');
    return 0;
  }
  const width = (i: number) => Math.max(...rows.map((r) => r[i]!.length));
  for (const [id, name, date] of rows)
    process.stdout.write(`${id.padEnd(width(0))}  ${name.padEnd(width(1))}  ${date}`.trimEnd() + '\n');
  return 0;
}

async function write(club: Club, sessionId: string, out: string): Promise<number> {
  const refused = await refusal(club, sessionId);
  if (refused) throw new CliError(refused);
  const { leagueSiteCommands } = await import('@club/application');
  const site = leagueSiteCommands(club, cliSettings().clubId);
  const format = formatToWrite(out)!;
  const file = format === 'pbn' ? site.exportPbn(sessionId) : site.exportUsebio(sessionId);
  if (!file) throw new CliError(`there is no bridge session '${sessionId}' in this club file`);
  if ('refused' in file) throw new CliError(file.refused);
  writeFileSync(out, format === 'pbn' ? pbnBytes(file.text) : usebioBytes(file.text));
  const boards = file.boards.length;
  process.stdout.write(
    `${sessionId}: ${boards} board${boards === 1 ? '' : 's'} → ${out} (${format === 'pbn' ? 'PBN 2.1' : 'USEBIO 1.2'})\n`,
  );
  return 0;
}

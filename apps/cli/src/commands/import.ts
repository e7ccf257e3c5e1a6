// `club import <file> --by <memberId> [--league <leagueId>] [--db FILE]`: a results file (PBN, USEBIO,
// BBO LIN, Bridgemate BWS) checked and recorded as a session of the club through the league
// administrator's import service, the one the site's import page uses: the same check, the same plan
// (a pairs session, or a teams session of two-room matches), the same refusals, nothing recorded when
// the file or the deciders refuse. `--by` is the member recording it, as the page's signed-in administrator.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { CliError } from '../cli-error';
import { cliSettings } from '../settings';
import { dbFile } from './verify';

const USAGE = [
  'usage: club import <file> --by <memberId> [--league <leagueId>] [--db FILE]',
  '  --by      the member recording the import (the league administrator)',
  '  --league  the league the session counts in',
  '  --db      the club file (default: $CLUB_DB, else data/club.db)',
].join('\n');

interface ImportArgs {
  readonly file: string;
  readonly by: string;
  readonly leagueId: string | null;
  readonly db: string;
}

function parse(args: readonly string[]): ImportArgs {
  const positional: string[] = [];
  const dbArgs: string[] = [];
  let by: string | null = null;
  let leagueId: string | null = null;
  const value = (name: string, i: number) => {
    const v = args[i];
    if (!v || v.startsWith('-')) throw new CliError(`${name} needs a value\n${USAGE}`);
    return v;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--by') by = value(arg, ++i);
    else if (arg === '--league') leagueId = value(arg, ++i);
    else if (arg === '--db') dbArgs.push(arg, args[++i] ?? '');
    else if (arg.startsWith('--db=')) dbArgs.push(arg);
    else if (arg.startsWith('-')) throw new CliError(`unknown option '${arg}'\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new CliError(`one results file to import\n${USAGE}`);
  if (by === null) throw new CliError(`--by: the member recording the import is missing\n${USAGE}`);
  return { file: resolve(positional[0]!), by, leagueId, db: dbFile(dbArgs, USAGE) };
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const a = parse(args);
  let bytes: Buffer;
  try {
    bytes = readFileSync(a.file);
  } catch (error) {
    throw new CliError(`${a.file}: ${(error as Error).message}`);
  }
  const settings = cliSettings();
  const { openClub, registry, leagueSiteCommands, createMembersReader } = await import('@club/application');
  const club = await openClub({ file: a.db, mustExist: true, queue: 'in-process', registry, log: () => {} });
  try {
    club.runner.catchUp();
    if (!createMembersReader(club, settings.clubId).member(a.by))
      throw new CliError(`--by: '${a.by}' is not a member of the club`);
    const site = leagueSiteCommands(club, settings.clubId, {
      importSlice: settings.importSlice,
      crossImpArtificialImps: settings.crossImpArtificialImps,
    });
    const { importId } = site.importResults({ fileName: basename(a.file), bytes });
    let progress = site.importProgress(importId)!;
    while (progress.step !== 'done' && progress.step !== 'failed') {
      await new Promise((r) => setImmediate(r));
      progress = site.importProgress(importId)!;
    }
    if (progress.step === 'failed')
      throw new CliError(
        progress.problems
          .map((p) => `${p.file}${p.line === null ? '' : `:${p.line}`}${p.field ? `:${p.field}` : ''}: ${p.message}`)
          .join('\n'),
      );
    const outcome = await site.recordImport({ importId, leagueId: a.leagueId }, { memberId: a.by });
    if (!outcome.ok) throw new CliError(outcome.error);
    await club.settle();
    for (const m of progress.matches)
      process.stdout.write(
        `match: ${m.home} ${m.impsHome} – ${m.impsAway} ${m.away} IMPs, ${m.vpHome.toFixed(2)} – ${m.vpAway.toFixed(2)} VP\n`,
      );
    process.stdout.write(`${outcome.sessionId}: ${outcome.message}\n`);
    for (const note of [...outcome.notes, ...outcome.warnings]) process.stderr.write(`club import: ${note}\n`);
    return 0;
  } finally {
    await club.close();
  }
}

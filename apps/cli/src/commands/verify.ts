// `club verify [--db FILE]`: recomputes the event store's hash chain, then replays the log into
// fresh read models and compares them with the stored ones. Exit 0 only when both agree. The
// file is data/club.db under the current folder unless CLUB_DB (libs/settings) or --db says otherwise.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EventStore } from '@club/event-store';
import type { Difference, ProjectionRunner } from '@club/read-models';
import { CliError } from '../cli-error';
import { cliSettings } from '../settings';

const USAGE = 'usage: club verify [--db FILE]   (default: $CLUB_DB, else data/club.db)';

/** The --db argument (or $CLUB_DB, or data/club.db) as an absolute path; anything else is refused. */
export function dbFile(args: readonly string[], usage: string): string {
  let file = cliSettings().db;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--db') {
      const value = args[++i];
      if (!value) throw new CliError(`--db needs a file name\n${usage}`);
      file = value;
    } else if (arg.startsWith('--db=')) {
      file = arg.slice('--db='.length);
    } else {
      throw new CliError(`unknown argument '${arg}'\n${usage}`);
    }
  }
  const absolute = resolve(file);
  if (!existsSync(absolute)) throw new CliError(`no database at ${absolute}`);
  return absolute;
}

const MAX_LISTED = 20;
const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

function describe(d: Difference): string {
  const jobs =
    d.storedJob || d.expectedJob ? ` [stored ${d.storedJob ?? 'none'}, replay ${d.expectedJob ?? 'none'}]` : '';
  switch (d.problem) {
    case 'different':
      return `  ${d.model} ${d.key}: differs${jobs}\n    stored: ${short(d.stored)}\n    replay: ${short(d.expected)}`;
    case 'missing':
      return `  ${d.model} ${d.key}: missing (the replay has ${short(d.expected)})${jobs}`;
    case 'unexpected':
      return `  ${d.model} ${d.key}: not in the replay (stored ${short(d.stored)})${jobs}`;
    case 'stale':
      return `  ${d.model} ${d.key}: stale${jobs}, and no job pending for it`;
  }
}

/**
 * The shared frame of `verify` and `rebuild`: --help, the existing file, the store (closed after)
 * and a projection runner over the registry (CLUB_REGISTRY, else the application's). The
 * libraries load only once the arguments are good, so mistakes are answered at once.
 */
export async function onClubFile(
  args: readonly string[],
  usage: string,
  body: (store: EventStore, runner: ProjectionRunner) => number,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const file = dbFile(args, usage);
  const [{ registryFromModule }, { openEventStore }, { createProjectionRunner }, { clubUpcasters }] = await Promise.all(
    [import('@club/application'), import('@club/event-store'), import('@club/read-models'), import('@club/club')],
  );
  const registry = await registryFromModule(cliSettings().registry);
  const store = openEventStore({ file, mustExist: true, upcasters: clubUpcasters() });
  try {
    return body(
      store,
      createProjectionRunner(store, { projections: registry.projections, jobKinds: registry.jobKinds }),
    );
  } finally {
    store.close();
  }
}

export function run(args: string[]): Promise<number> {
  return onClubFile(args, USAGE, (store, runner) => {
    const chain = store.verifyChain();
    if (chain.ok) process.stdout.write(`chain ok: ${chain.events} events\n`);
    else
      process.stdout.write(
        `chain broken at position ${chain.position}: ${chain.reason} (${chain.events} events verified before it)\n`,
      );

    const report = runner.verify();
    const documents = report.projections.reduce((n, p) => n + p.documents, 0);
    const pending = report.derived.pendingJobs.length;
    const counts = `${report.projections.length} projections, ${documents} documents, ${report.derived.checked} derived documents${pending ? ` (${pending} jobs pending)` : ''}`;
    const behind = report.projections
      .filter((p) => p.position < report.head)
      .map((p) => `${p.name} at ${p.position} of ${report.head}`);
    if (report.ok) {
      process.stdout.write(
        `read models ok: ${counts}${behind.length ? `; not caught up yet: ${behind.join(', ')}` : ''}\n`,
      );
    } else {
      const n = report.differences.length;
      process.stdout.write(
        `read models differ from a fresh replay: ${n} difference${n === 1 ? '' : 's'} (${counts})\n`,
      );
      for (const d of report.differences.slice(0, MAX_LISTED)) process.stdout.write(`${describe(d)}\n`);
      if (n > MAX_LISTED) process.stdout.write(`  ... and ${n - MAX_LISTED} more\n`);
      process.stdout.write('run `club rebuild` to replace them with a fresh replay\n');
    }
    return chain.ok && report.ok ? 0 : 1;
  });
}

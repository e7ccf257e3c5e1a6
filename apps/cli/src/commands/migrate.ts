// `club migrate --to postgres [--club ID] [--db FILE] [--url URL] [--schema NAME] [--batch N]`:
// copies a club's SQLite event log into PostgreSQL as that club's log (the database holds many
// clubs; the rows are written and read under the club's id), through the EventLog interface, in
// batches that keep every event's id, stream, versions, type, schema version, data, metadata,
// recordedAt and position (the PostgreSQL adapter's import path), then checks that both sides
// hold the same number of events and the same chain head hash. A target that already holds a
// prefix of the source is resumed (a re-run after an interruption, or of a finished copy, adds
// nothing); any other non-empty target is refused. Then the club's read models are rebuilt there
// from the copied log (every registered projection and job kind: CLUB_REGISTRY, else the
// application's), replacing whatever that club had, in one transaction.
import { isAbsolute, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { RecordedEvent } from '@club/events';
import { CliError } from '../cli-error';
import { cliSettings } from '../settings';

const USAGE =
  'usage: club migrate --to postgres [--club ID] [--db FILE] [--url postgres://…] [--schema NAME] [--batch N]\n' +
  "copies the club file's event log into PostgreSQL as that club's log (count and chain head verified),\n" +
  "then rebuilds the club's read models there from it (documents per projection printed)\n" +
  "  --club    the club whose log this is (default: $CLUB_ID, else demo); the file must be that club's\n" +
  '  --db      the SQLite club file to copy (default: $CLUB_DB, else data/club.db)\n' +
  '  --url     the PostgreSQL database to copy into (default: $CLUB_DATABASE_URL)\n' +
  "  --schema  the schema of the log there (default 'public')\n" +
  '  --batch   events per transaction (default 1000)';

interface MigrateArgs {
  readonly to: string | undefined;
  readonly club: string;
  readonly db: string;
  readonly url: string | undefined;
  readonly schema: string | undefined;
  readonly batch: number;
}

function parse(args: readonly string[]): MigrateArgs {
  const values: Record<string, string> = {};
  const names = ['to', 'club', 'db', 'url', 'schema', 'batch'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const name = flag!.replace(/^--/, '');
    if (!flag!.startsWith('--') || !names.includes(name)) throw new CliError(`unknown argument '${arg}'\n${USAGE}`);
    const value = inline ?? args[++i];
    if (!value) throw new CliError(`${flag} needs a value\n${USAGE}`);
    values[name] = value;
  }
  const settings = cliSettings();
  const batch = values['batch'] === undefined ? 1000 : Number(values['batch']);
  if (!Number.isInteger(batch) || batch < 1) throw new CliError(`--batch must be a positive whole number\n${USAGE}`);
  const db = values['db'] ?? settings.db;
  return {
    to: values['to'],
    club: values['club'] ?? settings.clubId,
    db: isAbsolute(db) ? db : resolve(db),
    url: values['url'] ?? settings.databaseUrl,
    schema: values['schema'],
    batch,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The club's read models rebuilt in PostgreSQL from the copied log, read with the club's upcasters
 * (the copy itself reads none: its events are stored as they were).
 */
async function rebuildReadModels(options: MigrateArgs, out: (line: string) => void): Promise<void> {
  const [{ registryFromModule }, { openPostgresEventLog }, { rebuildReadModelsOnLog }, { clubUpcasters }] =
    await Promise.all([
      import('@club/application'),
      import('@club/event-store'),
      import('@club/read-models'),
      import('@club/club'),
    ]);
  const registry = await registryFromModule(cliSettings().registry);
  const where = {
    url: options.url!,
    clubId: options.club,
    ...(options.schema === undefined ? {} : { schema: options.schema }),
  };
  const log = await openPostgresEventLog({ ...where, upcasters: clubUpcasters() });
  try {
    const started = process.hrtime.bigint();
    const report = await rebuildReadModelsOnLog(log, { ...where, registry });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const documents = report.projections.reduce((n, p) => n + p.documents, 0);
    out(
      `rebuilt the read models in PostgreSQL: ${plural(report.projections.length, 'projection')} ` +
        `(${plural(documents, 'document')}) and ${plural(report.derived, 'derived document')} ` +
        `from ${plural(report.events, 'event')} in ${seconds.toFixed(1)} s`,
    );
    for (const p of report.projections) out(`  ${p.name}: ${plural(p.documents, 'document')}`);
  } finally {
    await log.close();
  }
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const options = parse(args);
  if (options.to !== 'postgres') throw new CliError(`--to postgres is required (the only target there is)\n${USAGE}`);
  if (!options.url) throw new CliError(`no PostgreSQL database: give --url or set CLUB_DATABASE_URL\n${USAGE}`);
  if (!existsSync(options.db)) throw new CliError(`no database at ${options.db}`);
  const {
    openSqliteEventLog,
    openPostgresEventLog,
    isPostgresUrl,
    recordedEventHash,
    GENESIS_HASH,
    InvalidArgumentError,
  } = await import('@club/event-store');
  if (!isPostgresUrl(options.url))
    throw new CliError(`--url must start with postgres:// or postgresql://, got ${options.url}`);

  // No upcasters on either side: the events are copied as stored, so their hashes stay the same.
  // Naming the club checks the file is its log (a file names its club once: sqlite-club.ts).
  let source: ReturnType<typeof openSqliteEventLog>;
  try {
    source = openSqliteEventLog({ file: options.db, mustExist: true, clubId: options.club });
  } catch (error) {
    if (error instanceof InvalidArgumentError) throw new CliError(`--club ${options.club}: ${error.message}`);
    throw error;
  }
  let target: Awaited<ReturnType<typeof openPostgresEventLog>>;
  try {
    target = await openPostgresEventLog({
      url: options.url,
      clubId: options.club,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
    });
  } catch (error) {
    await source.close();
    throw new CliError(`cannot open the PostgreSQL log at ${options.url}: ${(error as Error).message}`);
  }
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const sourceChain = await source.verifyChain();
    if (!sourceChain.ok)
      throw new CliError(
        `the source's chain is broken at position ${sourceChain.position} (${sourceChain.reason}): nothing copied`,
      );
    const total = sourceChain.events;
    const present = await target.headPosition();
    if (present > 0) {
      const targetChain = await target.verifyChain();
      if (!targetChain.ok)
        throw new CliError(
          `the target's chain is broken at position ${targetChain.position} (${targetChain.reason}): refused`,
        );
      if (present > total)
        throw new CliError(
          `the target already holds ${plural(present, 'event')}, more than the source's ${total}: it is another log, refused`,
        );
      // The chain hash at `present` covers every event up to it: equal hashes, equal prefix.
      let hash = GENESIS_HASH;
      for await (const event of source.iterateAll({ limit: present, pageSize: options.batch }))
        hash = recordedEventHash(hash, event);
      if (hash !== targetChain.headHash)
        throw new CliError(
          `the target is not empty and its ${plural(present, 'event')} are not the source's first ${present} ` +
            `(chain hash at position ${present}: target ${targetChain.headHash}, source ${hash}): refused`,
        );
      out(`the target already holds the source's first ${plural(present, 'event')}: resuming after them`);
    }

    let copied = 0;
    let batch: RecordedEvent[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await target.importEvents(batch);
      copied += batch.length;
      batch = [];
      if (copied % (options.batch * 50) < options.batch) out(`  ${present + copied} of ${total} events`);
    };
    for await (const event of source.iterateAll({ fromPosition: present + 1, pageSize: options.batch })) {
      batch.push(event);
      if (batch.length >= options.batch) await flush();
    }
    await flush();

    const targetChain = await target.verifyChain();
    if (!targetChain.ok)
      throw new CliError(
        `after the copy the target's chain is broken at position ${targetChain.position}: ${targetChain.reason}`,
      );
    if (targetChain.events !== total || targetChain.headHash !== sourceChain.headHash)
      throw new CliError(
        `after the copy the logs differ: source ${total} events, head hash ${sourceChain.headHash}; ` +
          `target ${targetChain.events} events, head hash ${targetChain.headHash}`,
      );
    out(
      copied === 0
        ? `nothing to copy: the target already holds all ${plural(total, 'event')}`
        : `copied ${plural(copied, 'event')} (${present} were there before)`,
    );
    out(`verified: ${plural(total, 'event')} on both sides, chain head hash ${sourceChain.headHash}`);
    await rebuildReadModels(options, out);
    return 0;
  } finally {
    await source.close();
    await target.close();
  }
}

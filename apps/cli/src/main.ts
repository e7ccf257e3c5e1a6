// Entry point of `npx club`: routes the first argument to a command module, loaded on demand
// so that `club score` does not pay for loading the Ulti engine or the database driver.
import { CliError } from './cli-error';

type CommandModule = { run(args: string[]): Promise<number> | number };

const commands: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  // one line per command, each in its own file under ./commands
  verify: {
    summary:
      'check the hash chain and that the read models equal a fresh replay (--db FILE, default $CLUB_DB or data/club.db)',
    load: () => import('./commands/verify'),
  },
  rebuild: {
    summary: 'replay the whole log into fresh read models, with progress (--db FILE)',
    load: () => import('./commands/rebuild'),
  },
  ulti: {
    summary: 'Ulti: settle a deal record or a score sheet, print the score sheet of a record, or play a random deal',
    load: () => import('./commands/ulti'),
  },
  score: { summary: "Law 77 score of a board, from North-South's view", load: () => import('./commands/score') },
  results: {
    summary: 'recompute a PBN or USEBIO results file (matchpoints, IMPs, VPs, ranks)',
    load: () => import('./commands/results'),
  },
  convert: {
    summary:
      'a PBN, USEBIO, BWS or LIN results file written as PBN 2.1 or USEBIO 1.2 (a LIN board to PBN with Auction and Play)',
    load: () => import('./commands/convert'),
  },
  import: {
    summary:
      'check a PBN, USEBIO, LIN or BWS results file and record it as a session (pairs, or a teams match), as the import page does (--by MEMBER, --league ID, --db FILE)',
    load: () => import('./commands/import'),
  },
  export: {
    summary:
      'write a scored session as PBN 2.1 or USEBIO 1.2 (by the extension), as the site downloads it (--list, --db FILE)',
    load: () => import('./commands/export'),
  },
  dd: {
    summary: 'double-dummy table and par of every board of a PBN file with a deal, by the DDS library (--json)',
    load: () => import('./commands/dd'),
  },
  migrate: {
    summary:
      "copy the club's event log into PostgreSQL, verify count and chain head, rebuild its read models there (--to postgres, --db FILE, --url URL)",
    load: () => import('./commands/migrate'),
  },
  federation: {
    summary:
      "the federation's views of the clubs sharing their results in PostgreSQL: a player's sessions by federation id, the federation-wide table, a club's consent (player, table, share)",
    load: () => import('./commands/federation'),
  },
  demo: {
    summary: 'seed the demo club into an empty club file, then print a summary (--db FILE, --if-empty)',
    load: () => import('./commands/demo'),
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return ['usage: club <command> [options]', '', 'commands:', ...lines].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`club: unknown command '${name}'\n${usage()}\n`);
    return 2;
  }
  try {
    return await (await command.load()).run(rest);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`club ${name}: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

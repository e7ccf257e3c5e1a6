// A results file handed to the import and its check waited for: the import reads the file in steps,
// so its progress is polled until the check has ended (done or failed).
import type { leagueSiteCommands } from '../../src/site/league-commands';

type LeagueCommands = ReturnType<typeof leagueSiteCommands>;

export async function checkedImport(commands: LeagueCommands, fileName: string, bytes: Buffer) {
  const { importId } = commands.importResults({ fileName, bytes });
  for (;;) {
    const progress = commands.importProgress(importId)!;
    if (progress.step === 'done' || progress.step === 'failed') return { importId, progress };
    await new Promise((r) => setTimeout(r, 5));
  }
}

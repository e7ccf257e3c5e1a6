// A results file imported, checked and recorded as a session by the league administrator `la`, and
// the club settled: the session's id and the recording's notes. A failed check or a refusal throws,
// naming the file and the problems.
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { checkedImport } from './import-checked';

export async function recordedImport(club: Club, fileName: string, text: string) {
  const commands = leagueSiteCommands(club, 'demo');
  const { importId, progress } = await checkedImport(commands, fileName, Buffer.from(text));
  if (progress.step !== 'done') throw new Error(`${fileName}: ${JSON.stringify(progress.problems)}`);
  const outcome = await commands.recordImport({ importId, leagueId: null }, { memberId: 'la' });
  if (!outcome.ok) throw new Error(`${fileName}: ${JSON.stringify(outcome)}`);
  await club.settle();
  return { sessionId: importId, notes: outcome.notes ?? [] };
}

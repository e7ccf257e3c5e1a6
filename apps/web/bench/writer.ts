// The bench's writer, a process of its own on the club file the site serves (as a director's phone
// and the worker are): `seed` adds a session in play to the demo club (test/support/running-session:
// live1, table 1 has played its first round); `write` then corrects table 1's first board again and
// again (one trick more, one trick fewer, before publication: Law 79A), `perSecond` times a second,
// each with its results job, until SIGTERM; it prints `writing` when it starts and {writes, seconds}
// as one JSON line at the end.
//   node --import tsx bench/writer.ts seed <db>
//   node --import tsx bench/writer.ts write <db> <perSecond>
import { executeBridge, openClub } from '@club/application';
import { parseDirectorCommand, tableBoardStreamDecider, tableBoardStreamId } from '@club/club';
import { seedRunningSession } from '../test/support/running-session';

const [mode, file, perSecondArg] = process.argv.slice(2);
if ((mode !== 'seed' && mode !== 'write') || !file)
  throw new Error('usage: writer.ts seed <db> | writer.ts write <db> <perSecond>');
const club = await openClub({ file, queue: 'in-process', log: () => {} });

if (mode === 'seed') {
  await seedRunningSession(club);
  await club.close();
} else {
  const perSecond = Number(perSecondArg);
  if (!(perSecond > 0)) throw new Error(`perSecond: expected a positive number, got '${perSecondArg}'`);
  const ref = { sessionId: 'live1', section: 'A', table: 1, board: 1 };
  const entry = club.runner.document<{ result: { contract: unknown; declarer: string; tricks: number } | null }>(
    'bridge.table-board',
    tableBoardStreamId(ref),
  );
  if (!entry?.result) throw new Error('live1 table 1 board 1 has no result: run `writer.ts seed` first');
  const { contract, declarer, tricks } = entry.result;
  let writes = 0;
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  const started = Date.now();
  process.stdout.write('writing\n');
  while (!stopping) {
    executeBridge(
      club,
      tableBoardStreamId(ref),
      tableBoardStreamDecider,
      // Read back from the log: parsed once (its defaults filled in), then decided typed.
      parseDirectorCommand({
        type: 'CorrectResult',
        after: { contract, declarer, tricks: writes % 2 === 0 ? tricks - 1 : tricks },
        reason: 'bench: the writer',
        clock: { now: new Date().toISOString(), publication: null },
      }),
    );
    writes++;
    await club.settle();
    const due = started + (writes * 1000) / perSecond;
    await new Promise((wake) => setTimeout(wake, Math.max(0, due - Date.now())));
  }
  await club.close();
  process.stdout.write(`${JSON.stringify({ writes, seconds: (Date.now() - started) / 1000 })}\n`);
}

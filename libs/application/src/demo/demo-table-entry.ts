// A pairs session of the demo (the day before the week's others, so it lists last) open for entry at the tables (issue 14): three tables of Mitchell,
// East-West confirming the round's boards; round 1 in play, tables 1 and 2 have entered both their
// boards from their phones, table 1's East-West confirmed them, table 2's not yet (marked). The
// tables' codes are secrets of the auth store: the demo director's sheet issues them when read.
import { defaultDealer, formatPbnDeal, generateDeal } from '@club/bridge';
import { sessionDecider, sessionStreamId, type ScheduleSession } from '@club/club';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import { confirmTableResults } from '../site/table-confirmation';
import { enterTableResult } from '../site/table-result-entry';

export const DEMO_TABLE_ENTRY_SESSION = 'tables1';

/** The entries, each with the id its phone made (fixed here, so the demo's log is the same every time). */
const ENTRIES = [
  { table: 1, board: 1, contract: '4S', declarer: 'N', tricks: 10 },
  { table: 1, board: 2, contract: '3NT', declarer: 'S', tricks: 8 },
  { table: 2, board: 3, contract: '2H', declarer: 'E', tricks: 8 },
  { table: 2, board: 4, contract: '4H', declarer: 'W', tricks: 11 },
] as const;

export async function seedDemoTableEntry(
  club: Club,
  options: { readonly date: string; readonly seed: number },
): Promise<string> {
  const sessionId = DEMO_TABLE_ENTRY_SESSION;
  const at = (time: string) => `${options.date}T${time}:00.000Z`;
  const session = sessionStreamId(sessionId);
  const players = Array.from({ length: 12 }, (_, i) => `m${13 + i}`);
  const schedule: ScheduleSession = {
    type: 'ScheduleSession',
    sessionId,
    name: 'Club pairs at the tables',
    leagueId: null,
    startsAt: at('18:00'),
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: Array.from({ length: 6 }, (_, i) => ({
      board: i + 1,
      deal: formatPbnDeal(generateDeal(options.seed * 100 + i + 1, defaultDealer(i + 1))),
    })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [players[4 * t - 4]!, players[4 * t - 3]!] },
      { section: 'A', pair: `${t}EW`, players: [players[4 * t - 2]!, players[4 * t - 1]!] },
    ]),
  };
  await executeBridge(club, session, sessionDecider, schedule);
  await executeBridge(club, session, sessionDecider, {
    type: 'OpenTableEntry',
    confirmation: 'round',
    at: at('17:45'),
  });
  await executeBridge(club, session, sessionDecider, { type: 'StartRound', round: 1, at: at('18:00') });
  for (const [i, e] of ENTRIES.entries()) {
    const seat = { sessionId, section: 'A', table: e.table };
    await enterTableResult(
      club,
      () => at(`18:${String(10 + 5 * i).padStart(2, '0')}`),
      {
        ...seat,
        board: e.board,
        ns: `${e.table}NS`,
        ew: `${e.table}EW`,
        contract: e.contract,
        declarer: e.declarer,
        tricks: e.tricks,
        entryId: `0192f1c4-5a3b-7c2d-8e4f-${String(i + 1).padStart(12, '0')}`,
      },
      { kind: 'table', seat },
    );
  }
  await confirmTableResults(
    club,
    () => at('18:30'),
    { sessionId, section: 'A', table: 1, boards: [1, 2] },
    {
      kind: 'table',
      seat: { sessionId, section: 'A', table: 1 },
    },
  );
  return sessionId;
}

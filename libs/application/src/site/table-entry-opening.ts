// The director opens his session for entry at the tables, choosing how East-West confirm; the
// answer lists every table of every section, each to get its code (the auth store's, not the log's).
import type { Club } from '../club';
import { directorStreams } from './director-commands';
import type { SiteActor } from './site-actor';
import { tableRoundOf, tableSessionState } from './table-session';
import type { OpenTableEntryInput, OpenTableEntryOutput, TableCodesOutput } from './table-shapes';

export async function openTableEntry(
  club: Club,
  now: () => string,
  input: OpenTableEntryInput,
  by: SiteActor,
): Promise<OpenTableEntryOutput> {
  await directorStreams(club, now).session(input.sessionId, by, {
    type: 'OpenTableEntry',
    confirmation: input.confirmation,
    at: now(),
  });
  return { tables: tablesOf(club, input.sessionId) };
}

/** Every table of the session's sections, in order: what gets a code. */
export function tablesOf(club: Club, sessionId: string): OpenTableEntryOutput['tables'] {
  const schedule = tableSessionState(club, sessionId).scheduled!;
  return schedule.sections.flatMap((x) =>
    [...new Set(x.movement.assignments.map((a) => a.table))]
      .sort((a, b) => a - b)
      .map((table) => ({ section: x.section, table })),
  );
}

/** The director's sheet: each table's code with the round it plays now, of its section's rounds. */
export function tableSheet(
  club: Club,
  sessionId: string,
  codes: readonly { readonly section: string; readonly table: number; readonly code: string }[],
): TableCodesOutput['codes'] {
  const state = tableSessionState(club, sessionId);
  const rounds = new Map(state.scheduled!.sections.map((x) => [x.section, x.movement.rounds]));
  return codes.map((c) => ({
    section: c.section,
    table: c.table,
    code: c.code,
    round: tableRoundOf(state, c),
    rounds: rounds.get(c.section) ?? 0,
  }));
}

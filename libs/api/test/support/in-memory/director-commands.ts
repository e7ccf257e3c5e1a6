// The director's commands (slice: director) are the application's use cases
// (DirectorCommandUseCases, with their schemas, in @club/application); here only the tests' fixture.
import type { SiteActor, DirectorCommandUseCases } from '@club/application';

export interface DirectorCommandsData {
  /** The in-memory fixture records every command here (name, input, member). */
  readonly directorLog?: { name: string; input: unknown; by: string }[];
}

/** Over plain data: the tests' fixture records the commands and answers plainly. */
export function inMemoryDirectorCommands(data: DirectorCommandsData): DirectorCommandUseCases {
  const log = (name: string, input: unknown, by: SiteActor) => data.directorLog?.push({ name, input, by: by.memberId });
  return {
    openSession: async (input, by) => (
      log('openSession', input, by),
      { sessionId: input.sessionId, tables: 0, boards: 0 }
    ),
    enterResult: async (input, by) => (log('enterResult', input, by), { scoreNs: 0 }),
    tableAction: async (input, by) => (log('tableAction', input, by), { events: [] }),
    callDirector: async (input, by) => (log('callDirector', input, by), { callId: 'call-1' }),
    giveRuling: async (input, by) => (log('giveRuling', input, by), { rulingId: 'r1' }),
    adjustScore: async (input, by) => (log('adjustScore', input, by), { label: null, balanced: true }),
    correctResult: async (input, by) => (log('correctResult', input, by), { law: '79A', scoreNs: 0 }),
    declineCorrection: async (input, by) => (
      log('declineCorrection', input, by),
      { requestId: input.requestId, scoreNs: 0 }
    ),
    publish: async (input, by) => (
      log('publish', input, by),
      { version: 1, availableAt: '', correctionDeadline: '', appealDeadline: '' }
    ),
  };
}

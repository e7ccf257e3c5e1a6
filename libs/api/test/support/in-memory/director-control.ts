// What a director decides beyond entering results (slice: director): the shapes and the use cases
// are the application's (@club/application director-control-shapes.ts, DirectorControlUseCases);
// here only the tests' fixture.
import type { DirectorControlUseCases } from '@club/application';

export interface DirectorControlData {
  /** The in-memory fixture records every command here (name, input, member). */
  readonly directorLog?: { name: string; input: unknown; by: string }[];
}

/** Over plain data: the tests' fixture records the commands and answers plainly. */
export function inMemoryDirectorControl(data: DirectorControlData): DirectorControlUseCases {
  const log = (name: string, input: unknown, by: { readonly memberId: string }) =>
    data.directorLog?.push({ name, input, by: by.memberId });
  return {
    rectify: async (input, by) => (log('rectify', input, by), { events: [] }),
    assessPenalty: async (input, by) => (
      log('assessPenalty', input, by),
      { rulingId: 'r1', contestant: input.side === 'NS' ? '1NS' : '1EW' }
    ),
    authorizeLateCorrection: async (input, by) => (
      log('authorizeLateCorrection', input, by),
      { authorizationId: 'a1' }
    ),
    startRound: async (input, by) => (log('startRound', input, by), { round: input.round, at: '' }),
    endRound: async (input, by) => (log('endRound', input, by), { round: input.round, at: '' }),
    closeSession: async (input, by) => (log('closeSession', input, by), { at: '' }),
  };
}

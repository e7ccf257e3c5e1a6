// What a director reads: his sessions' desks (slice: director).
import { z } from 'zod';
import type { MaybePromise } from './maybe-promise';
import { sessionSummarySchema } from './results-reader';

export const directorDeskSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  status: sessionSummarySchema.shape.status,
  tables: z.number().int(),
  boards: z.number().int(),
  openDirectorCalls: z.number().int(),
});
export type DirectorDesk = z.infer<typeof directorDeskSchema>;

export interface DirectorReader {
  directorDesk(sessionId: string): MaybePromise<DirectorDesk | undefined>;
}

export interface DirectorData {
  readonly desks?: readonly DirectorDesk[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryDirectorReader(data: DirectorData): DirectorReader {
  return {
    directorDesk: (sessionId) => data.desks?.find((d) => d.sessionId === sessionId),
  };
}

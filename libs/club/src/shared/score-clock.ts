// Time facts a score-changing command carries (the deciders stay pure): the moment of the command
// and the session's publication of the official score, as the application layer read it from the
// session stream. Deadlines are those stored in OfficialScoreMadeAvailable (spec §10.10).
import { z } from 'zod';

export interface Publication {
  readonly version: number;
  readonly availableAt: string;
  /** Law 79C1: computing and tabulating errors may be corrected until then. */
  readonly correctionDeadline: string;
  /** Law 92B: rulings may be requested or appealed until then. */
  readonly appealDeadline: string;
}

export interface ScoreClock {
  /** ISO 8601 time of the command. */
  readonly now: string;
  /** The session's latest publication, or null while the official score is not yet available. */
  readonly publication: Publication | null;
}

export const isoTimeSchema = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: (i) => `'${String(i.input)}' is not an ISO 8601 time` });

export const publicationSchema = z.object({
  version: z.number().int().positive(),
  availableAt: isoTimeSchema,
  correctionDeadline: isoTimeSchema,
  appealDeadline: isoTimeSchema,
});

export const scoreClockSchema = z.object({ now: isoTimeSchema, publication: publicationSchema.nullable() });

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** Strictly later: a deadline itself still counts as inside the period. */
export function isAfter(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}

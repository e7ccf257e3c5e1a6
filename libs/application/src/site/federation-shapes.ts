// The federation's views on the site (the clubs in one PostgreSQL database that share their results):
// the federation-wide table over a period and a player's history by federation id. The rules are
// @club/read-models' (src/federation); these are the site's inputs and answers.
import { federationIdSchema } from '@club/club';
import { z } from 'zod';

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

export const federationTableInputSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((p) => p.from === undefined || p.to === undefined || p.from <= p.to, {
    message: 'the period ends before it starts',
    path: ['to'],
  });
export type FederationTableInput = z.infer<typeof federationTableInputSchema>;

export const federationTableSchema = z.object({
  /** false: this site has no federation views (its club's log is not in PostgreSQL). */
  available: z.boolean(),
  /** The clubs that share their results, by id. */
  clubs: z.array(z.string()),
  standings: z.array(
    z.object({
      federationId: z.string(),
      name: z.string(),
      clubs: z.array(z.string()),
      sessions: z.number().int(),
      points: z.number(),
      averagePercentage: z.number().nullable(),
      rank: z.string(),
    }),
  ),
});
export type FederationTable = z.infer<typeof federationTableSchema>;

export const federationPlayerInputSchema = z.object({ federationId: federationIdSchema });

export const federationPlayerSchema = z.object({
  available: z.boolean(),
  federationId: z.string(),
  /** His name in the club he played in last; null when no sharing club lists him. */
  name: z.string().nullable(),
  clubs: z.array(z.string()),
  averagePercentage: z.number().nullable(),
  /** Newest first. */
  sessions: z.array(
    z.object({
      clubId: z.string(),
      sessionId: z.string(),
      sessionName: z.string().nullable(),
      startsAt: z.string().nullable(),
      percentage: z.number().nullable(),
      rank: z.string(),
      fieldSize: z.number().int(),
    }),
  ),
});
export type FederationPlayer = z.infer<typeof federationPlayerSchema>;

// Commands of a club stream and their zod schemas (commands from outside are parsed at the edge).
import { z } from 'zod';
import { isoTimeSchema } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';
import { CLUB_ROLES } from './club-events';

const id = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const scope = z.object({ kind: z.enum(['session', 'league']), id: z.string().min(1) });

export const clubCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FoundClub'), clubId: id, name: z.string().min(1), at: isoTimeSchema }),
  z.object({
    type: z.literal('AdmitMember'),
    memberId: id,
    name: z.string().min(1),
    email: z.email().optional(),
    at: isoTimeSchema,
  }),
  z.object({
    type: z.literal('GrantRole'),
    memberId: id,
    role: z.enum(CLUB_ROLES),
    scope: scope.optional(),
    at: isoTimeSchema,
  }),
  z.object({
    type: z.literal('RevokeRole'),
    memberId: id,
    role: z.enum(CLUB_ROLES),
    scope: scope.optional(),
    at: isoTimeSchema,
  }),
]);

export type ClubCommand = z.infer<typeof clubCommandSchema>;

export const parseClubCommand = (input: unknown): ClubCommand => parseCommand('club command', clubCommandSchema, input);

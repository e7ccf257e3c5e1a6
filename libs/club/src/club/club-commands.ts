// Commands of a club stream and their zod schemas (commands from outside are parsed at the edge).
import { siteLocaleSchema } from '@club/events';
import { z } from 'zod';
import { isoTimeSchema } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';
import { federationIdSchema } from '../shared/federation-id';
import { clubRoleSchema, roleScopeSchema } from './club-roles';

const id = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");

export const clubCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FoundClub'), clubId: id, name: z.string().min(1), at: isoTimeSchema }),
  z.object({
    type: z.literal('AdmitMember'),
    memberId: id,
    name: z.string().min(1),
    email: z.email().optional(),
    federationId: federationIdSchema.optional(),
    at: isoTimeSchema,
  }),
  z.object({
    type: z.literal('EditMember'),
    memberId: id,
    name: z.string().min(1),
    email: z.email().optional(),
    federationId: federationIdSchema.optional(),
    at: isoTimeSchema,
  }),
  z.object({ type: z.literal('DeactivateMember'), memberId: id, at: isoTimeSchema }),
  z.object({
    type: z.literal('RecordMemberFederationId'),
    memberId: id,
    federationId: federationIdSchema,
    at: isoTimeSchema,
  }),
  z.object({ type: z.literal('ChooseLanguage'), memberId: id, language: siteLocaleSchema, at: isoTimeSchema }),
  z.object({
    type: z.literal('GrantRole'),
    memberId: id,
    role: clubRoleSchema,
    scope: roleScopeSchema.optional(),
    at: isoTimeSchema,
  }),
  z.object({
    type: z.literal('RevokeRole'),
    memberId: id,
    role: clubRoleSchema,
    scope: roleScopeSchema.optional(),
    at: isoTimeSchema,
  }),
]);

export type ClubCommand = z.infer<typeof clubCommandSchema>;

export const parseClubCommand = (input: unknown): ClubCommand => parseCommand('club command', clubCommandSchema, input);

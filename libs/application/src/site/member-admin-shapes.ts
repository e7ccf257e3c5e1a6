// The shapes of the club administrator's members area: adding, editing and marking a member
// inactive, and the roll he works from (every member, active or not, with email, federation id
// and roles). The API validates its inputs and outputs with these.
import { clubRoleSchema, federationIdSchema, roleGrantSchema, roleScopeSchema } from '@club/club';
import { idText, nameText } from '@club/events';
import { z } from 'zod';

const email = z.string().trim().max(200).pipe(z.email('not an email address'));
/** An empty federation id field is none. */
const federationId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  federationIdSchema.optional(),
);

export const addMemberInputSchema = z.object({ name: nameText, email, federationId });
export type AddMemberInput = z.output<typeof addMemberInputSchema>;

export const editMemberInputSchema = z.object({ memberId: idText, name: nameText, email, federationId });
export type EditMemberInput = z.output<typeof editMemberInputSchema>;

export const deactivateMemberInputSchema = z.object({ memberId: idText });
export type DeactivateMemberInput = z.output<typeof deactivateMemberInputSchema>;

export const rollMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  federationId: z.string().nullable(),
  joinedAt: z.string(),
  /** When he was marked inactive; null while active. */
  deactivatedAt: z.string().nullable(),
  grants: z.array(roleGrantSchema),
});
/** Every member, active ones first, each group in name order. */
export const memberRollSchema = z.array(rollMemberSchema);
export type MemberRoll = z.output<typeof memberRollSchema>;

export const memberAddedSchema = z.object({ recorded: z.literal(true), memberId: z.string() });

/** A role granted or revoked: any but membership itself, club-wide or scoped to one session or league. */
export const roleChangeInputSchema = z.object({
  memberId: idText,
  role: clubRoleSchema.exclude(['member']),
  scope: z.object({ kind: roleScopeSchema.shape.kind, id: idText }).optional(),
});
export type RoleChangeInput = z.output<typeof roleChangeInputSchema>;

/**
 * What a role may be scoped to, for the administrator to choose from: the club's sessions (bridge
 * sessions by name and start, newest first; Ulti evenings by id, named with their league) and its
 * leagues by name.
 */
export const roleScopesSchema = z.object({
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      name: z.string(),
      /** When it starts; null for an Ulti evening (it has no set time). */
      startsAt: z.string().nullable(),
      game: z.enum(['bridge', 'ulti']),
    }),
  ),
  leagues: z.array(z.object({ leagueId: z.string(), name: z.string(), game: z.enum(['bridge', 'ulti']) })),
});
export type RoleScopes = z.output<typeof roleScopesSchema>;

const person = z.object({ memberId: z.string(), name: z.string() });
/** When, whose, and who recorded it (null when the club itself did: the demo, the command line). */
const stamp = { at: z.string(), member: person, by: person.nullable() };
const detailChange = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });

/**
 * Who changed which role or member when, newest first: a role granted or revoked; a member added
 * (as he was named then), his name or email edited (from what, to what), marked inactive, his
 * federation number recorded. The people by the names the club knows them by now.
 */
export const roleAuditSchema = z.array(
  z.discriminatedUnion('change', [
    z.object({ change: z.enum(['granted', 'revoked']), grant: roleGrantSchema, ...stamp }),
    z.object({ change: z.literal('added'), name: z.string(), email: z.string().nullable(), ...stamp }),
    z.object({
      change: z.literal('edited'),
      details: z.object({
        name: detailChange(z.string()).optional(),
        email: detailChange(z.string().nullable()).optional(),
      }),
      ...stamp,
    }),
    z.object({ change: z.literal('deactivated'), ...stamp }),
    z.object({ change: z.literal('federation-id'), federationId: z.string(), ...stamp }),
  ]),
);
export type RoleAudit = z.output<typeof roleAuditSchema>;

/** A one-time set-password link for the administrator to hand over: the site's path and its expiry. */
export const passwordLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });

export const setPasswordInputSchema = z.object({
  token: z.string().min(1).max(100),
  password: z.string().min(1, 'enter a password').max(200),
});
export const changePasswordInputSchema = z.object({
  current: z.string().min(1, 'enter your current password').max(200),
  next: z.string().min(1, 'enter a new password').max(200),
});

/** "Forgot password": the email the member signs in with. */
export const requestPasswordLinkInputSchema = z.object({
  email: z.string().trim().min(1, 'enter your email address').max(200),
});

/** A "forgot password" request not yet answered, as the auth store keeps it. */
export const pendingPasswordRequestSchema = z.object({
  requestId: z.number().int(),
  memberId: z.string(),
  requestedAt: z.string(),
});
export type PendingPasswordRequest = z.output<typeof pendingPasswordRequestSchema>;

/**
 * The pending "forgot password" requests for the administrator, oldest first: who (his name now)
 * and when; `active` false when he is no longer an active member (no link is issued to him).
 */
export const passwordRequestsSchema = z.array(
  pendingPasswordRequestSchema.extend({ name: z.string(), active: z.boolean() }),
);
export type PasswordRequests = z.output<typeof passwordRequestsSchema>;

export const dismissPasswordRequestInputSchema = z.object({ requestId: z.number().int().positive() });

/** A member list as CSV text (a header line, then a member a line): at most 1 MB. */
export const importMembersInputSchema = z.object({ csv: z.string().min(1, 'the file is empty').max(1_000_000) });

/**
 * An import: recorded whole (how many admitted, how many known members had their name updated, how
 * many matched unchanged), or its errors by line and column.
 */
export const memberImportOutcomeSchema = z.object({
  recorded: z.boolean(),
  admitted: z.number(),
  updated: z.number(),
  matched: z.number(),
  errors: z.array(z.object({ line: z.number(), column: z.string().nullable(), message: z.string() })),
});
export type MemberImportOutcome = z.output<typeof memberImportOutcomeSchema>;

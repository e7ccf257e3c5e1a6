// The codes of the API's own refusals (a policy's refusal, a command that does not parse): the
// index the site's translations key on (apps/web messages/refusals, `refusals.api.<code>`).
export const API_REFUSAL_CODES = [
  'sign-in-first',
  'table-code-first',
  'role-only',
  'role-of-scope-only',
  'roles-only',
  'other-table',
  'seated-only',
  'invalid-command',
] as const;

export type ApiRefusalCode = (typeof API_REFUSAL_CODES)[number];

// The codes of the API's own refusals (a policy's refusal, a command that does not parse, a thing
// named that the club does not have, input the API refuses, a procedure's own refusal): the index the site's translations key
// on (apps/web messages/refusals, `refusals.api.<code>`).
export const API_REFUSAL_CODES = [
  'sign-in-first',
  'table-code-first',
  'role-only',
  'role-of-scope-only',
  'roles-only',
  'other-table',
  'seated-only',
  'invalid-command',
  // NOT_FOUND (trpc/not-found.ts): what the input named, as it named it.
  'session-unknown',
  'board-unknown',
  'board-not-played',
  'appeal-unknown',
  'league-unknown',
  'import-unknown',
  'imported-session-unknown',
  'rubber-table-unknown',
  'ulti-session-unknown',
  'ulti-session-not-opened',
  'ulti-table-not-in-play',
  'ulti-deal-unknown',
  'ulti-league-unknown',
  // BAD_INPUT: the input's schema refused a field (trpc/init.ts), an empty file.
  'input-invalid',
  'file-empty',
  'usebio-not-pairs',
  'usebio-individual',
  // FORBIDDEN and NOT_SIGNED_IN past the policy: a case followed by its sides only, a board still
  // hidden from an export, the club page shown to members only.
  'appeal-not-followed',
  'export-still-in-play',
  'club-page-private',
  // A change refused before any policy: not sent from the site's own pages (libs/auth csrf.ts), or a
  // call that must be sent alone sent in a batch (trpc/init.ts).
  'csrf-origin-invalid',
  'csrf-other-origin',
  'csrf-other-site',
  'csrf-no-origin',
  'csrf-read-only',
  'call-not-alone',
] as const;

export type ApiRefusalCode = (typeof API_REFUSAL_CODES)[number];

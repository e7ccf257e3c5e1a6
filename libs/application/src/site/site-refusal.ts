// Refusals the application layer finds before a decider sees the command (a session or board not
// there, an option the Laws do not offer here): the one refusal type, DomainError, with these codes.
import { DomainError, type DomainParams } from '@club/events';

export const SITE_REFUSAL_CODES = [
  'appeal-unknown',
  'board-not-at-table',
  'choice-not-offered',
  'deals-count',
  'import-not-ready',
  'import-unknown',
  'laws-needed',
  'member-inactive',
  'member-unknown',
  'no-director',
  'no-entrant-slot',
  'not-of-this-session',
  'not-the-appellant',
  'not-the-hearing-body',
  'no-irregularity-pending',
  'not-a-table-board-stream',
  'option-not-offered',
  'penalty-law',
  'player-not-at-table',
  'scope-unknown',
  'season-not-open',
  'section-unknown',
  'session-not-scheduled',
  'seat-undecided',
  'session-unknown',
  'text-needed',
  'unit-not-of-scoring',
  'table-entry-unopened',
  'table-entry-ended',
  'board-not-entered',
  'table-not-in-play',
] as const;

export type SiteRefusalCode = (typeof SITE_REFUSAL_CODES)[number];

export function refuseSite(code: SiteRefusalCode, message: string, params: DomainParams = {}): never {
  throw new DomainError<SiteRefusalCode>(code, message, params);
}

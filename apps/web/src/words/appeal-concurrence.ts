// Where the partner's or captain's agreement (Law 92D) stands, in words. Keyed by the appeal's concurrence union.
// English; the pages' own language: the catalogue's appealsConcurrence (messages/appeals).
import type { Concurrence } from '@club/club';

export const CONCURRENCE_WORDS: Readonly<Record<Concurrence, string>> = {
  'not-needed': 'not needed',
  pending: 'awaited',
  given: 'concurred',
  deemed: 'absent, deemed to concur',
  declined: 'declined',
};

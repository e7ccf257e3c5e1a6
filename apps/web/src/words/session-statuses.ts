// Where a bridge session stands, in words. Keyed by the session status union.
import type { DirectorDesk } from '@club/application';

export const SESSION_STATUS_WORDS: Readonly<Record<DirectorDesk['status'], string>> = {
  scheduled: 'scheduled',
  running: 'in play',
  over: 'finished',
};

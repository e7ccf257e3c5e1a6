// Where a bridge session stands, in words. Keyed by the session status union. The English words are
// the catalogue's (messages/director, namespace directorSessionStatus), which a page translates.
import type { DirectorDesk } from '@club/application';
import en from '../../messages/director/en.json';

export const SESSION_STATUS_WORDS: Readonly<Record<DirectorDesk['status'], string>> = en.directorSessionStatus;

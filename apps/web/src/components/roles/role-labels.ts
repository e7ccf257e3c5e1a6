// The club's roles as the pages name them: the words catalogue's `roles`, so a role has one name
// per language. These are the English ones, for the pages still written in English only; a page in
// the page's language takes them with useTranslations('roles') / getTranslations('roles').
import type { ClubRole } from '@club/club';
import { ENGLISH_MESSAGES } from '../../i18n/english';

export const ROLE_LABELS: Record<ClubRole, string> = ENGLISH_MESSAGES.roles satisfies Record<ClubRole, string>;

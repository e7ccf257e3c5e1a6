// A role a member holds, in words: its name and, when scoped, the session or league (by its name
// when the page knows it, else its id), in the page's language (`roles` and `roleGrants`) or English.
import type { ClubRole, RoleGrant } from '@club/club';
import { createTranslator } from 'next-intl';
import { ENGLISH_MESSAGES } from '../../i18n/english';
import type { Say } from '../../words/say';
import type { ScopeNames } from './scope-names';

export interface GrantWords {
  /** The page's `roles`. */
  readonly role: Say<ClubRole>;
  /** The page's `roleGrants`. */
  readonly scope: Say<'scoped' | 'session' | 'league'>;
}

export const grantLabelIn = (words: GrantWords, g: RoleGrant, names?: ScopeNames) =>
  g.scope
    ? words.scope('scoped', {
        role: words.role(g.role),
        kind: words.scope(g.scope.kind),
        name: names?.(g.scope) ?? g.scope.id,
      })
    : words.role(g.role);

const en = ENGLISH_MESSAGES;
export const ENGLISH_GRANT_WORDS: GrantWords = {
  role: createTranslator({ locale: 'en', messages: en, namespace: 'roles' }),
  scope: createTranslator({ locale: 'en', messages: en, namespace: 'roleGrants' }),
};

/** The grant in English, for the pages not yet in the page's language. */
export const grantLabel = (g: RoleGrant, names?: ScopeNames) => grantLabelIn(ENGLISH_GRANT_WORDS, g, names);

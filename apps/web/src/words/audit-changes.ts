// A change of the club's roles or members as the audit page says it: who did what to whom, without
// the time (the page shows it beside), in the page's language (`auditChanges`) or English. Keyed by
// the audit's change union.
import type { RoleAudit } from '@club/application/shapes';
import { createTranslator } from 'next-intl';
import { ENGLISH_GRANT_WORDS, grantLabelIn, type GrantWords } from '../components/roles/grant-label';
import type { ScopeNames } from '../components/roles/scope-names';
import { ENGLISH_MESSAGES } from '../i18n/english';
import type { Messages } from '../i18n/messages';
import type { Say } from './say';

type Change = RoleAudit[number];
// The change of kind K (granted and revoked share one shape).
type OfKind<C, K> = C extends { change: infer X } ? (K extends X ? C : never) : never;
type Of<K extends Change['change']> = OfKind<Change, K>;

export interface AuditWords {
  /** The page's `auditChanges`. */
  readonly say: Say<keyof Messages['auditChanges']>;
  readonly grants: GrantWords;
}

type Wording<C> = (c: C, by: string, names: ScopeNames, words: AuditWords) => string;

const WORDS: { readonly [K in Change['change']]: Wording<Of<K>> } = {
  granted: (c, by, names, { say, grants }) =>
    say('granted', { by, member: c.member.name, grant: grantLabelIn(grants, c.grant, names) }),
  revoked: (c, by, names, { say, grants }) =>
    say('revoked', { by, member: c.member.name, grant: grantLabelIn(grants, c.grant, names) }),
  added: (c, by, _, { say }) =>
    c.email ? say('addedWithEmail', { by, name: c.name, email: c.email }) : say('added', { by, name: c.name }),
  edited: (c, by, _, { say }) => {
    const orNone = (email: string | null) => email ?? say('noEmail');
    const changes = [
      ...(c.details.name ? [say('name', { from: c.details.name.from, to: c.details.name.to })] : []),
      ...(c.details.email
        ? [say('email', { from: orNone(c.details.email.from), to: orNone(c.details.email.to) })]
        : []),
    ];
    return say('edited', { by, member: c.member.name, changes: changes.join('; ') });
  },
  deactivated: (c, by, _, { say }) => say('deactivated', { by, member: c.member.name }),
  'federation-id': (c, by, _, { say }) =>
    say('federationId', { by, member: c.member.name, federationId: c.federationId }),
};

/** "Cecil Admin edited Anna Kovács: name Anna → Anna Kovács", in the words given. */
export function auditChangeTextIn(words: AuditWords, c: Change, names: ScopeNames): string {
  const by = c.by ? c.by.name : words.say('theClub');
  return (WORDS[c.change] as Wording<Change>)(c, by, names, words);
}

const ENGLISH: AuditWords = {
  say: createTranslator({ locale: 'en', messages: ENGLISH_MESSAGES, namespace: 'auditChanges' }),
  grants: ENGLISH_GRANT_WORDS,
};

/** "Cecil Admin edited Anna Kovács: name Anna → Anna Kovács". */
export const auditChangeText = (c: Change, names: ScopeNames): string => auditChangeTextIn(ENGLISH, c, names);

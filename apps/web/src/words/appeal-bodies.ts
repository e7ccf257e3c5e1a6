// The bodies that hear an appeal (Law 93A/B), in words. Keyed by the body union. English; the pages'
// own language: the catalogue's appealsBody and appealsAuthorityName (messages/appeals).
import type { AppealBody, AppealLaws } from '@club/club';

export const APPEAL_BODY_WORDS: Readonly<Record<AppealBody, string>> = {
  'chief-director': 'chief director',
  'appeals-committee': 'appeals committee',
};

export function appealBodyWords(body: string): string {
  return Object.hasOwn(APPEAL_BODY_WORDS, body) ? APPEAL_BODY_WORDS[body as AppealBody] : body.replaceAll('-', ' ');
}

/** The authority beyond the club as the session's edition names it, as a label: "Regulating authority". */
export function authorityWords(laws: Pick<AppealLaws, 'authority'>): string {
  return laws.authority.charAt(0).toUpperCase() + laws.authority.slice(1);
}

/** The authority beyond the club as a catalogue key (appealsAuthorityName): 2007's regulating, 1997's national. */
export function authorityKey(laws: Pick<AppealLaws, 'authority'>): 'regulating' | 'national' {
  return laws.authority.startsWith('national') ? 'national' : 'regulating';
}

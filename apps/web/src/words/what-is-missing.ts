// What a session still lacks before its official score is published, in the page's language: the
// counts the director reads (@club/club SessionIncomplete), each with its language's plural form.
// The server sends the counts only; the words are the catalogue's (`directorControls.missing`).
import type { useTranslations } from 'next-intl';

export interface MissingCounts {
  readonly roundsRemaining: number;
  readonly missingResults: number;
}

type MissingTranslator = ReturnType<typeof useTranslations<'directorControls'>>;

/** "3 rounds not ended and 11 results missing" in the page's language; '' when nothing is missing. */
export function whatIsMissingIn(missing: MissingCounts, t: MissingTranslator): string {
  const rounds = missing.roundsRemaining > 0 ? t('missing.rounds', { count: missing.roundsRemaining }) : null;
  const results = missing.missingResults > 0 ? t('missing.results', { count: missing.missingResults }) : null;
  if (rounds && results) return t('missing.both', { rounds, results });
  return rounds ?? results ?? '';
}

// The page's card words (src/words/cards.ts) in its language: for the suit symbols, cards and
// holdings, and the bidding box's and lead picker's keys. Server and client components alike.
import { useLocale, useTranslations } from 'next-intl';
import { cardWordsIn, type CardWords } from '../words/cards';

export function useCardWords(): CardWords {
  return cardWordsIn(useLocale(), useTranslations('cards'));
}

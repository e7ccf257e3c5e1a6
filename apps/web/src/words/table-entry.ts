// Entry at the tables in words: how East-West confirm, what is unusual about a table's round, and
// what became of an entry. The words are the catalogue's (messages/table, namespace tableEntry): the
// functions taking a `t` write them in the page's language; the English constants are for the pages
// not yet translated.
import { createTranslator, type useTranslations } from 'next-intl';
import type { TableNotice, TableEnterResultOutput } from '@club/application/shapes';
import { ENGLISH_MESSAGES } from '../i18n/english';

/** The tableEntry namespace's translator, in the page's language (useTranslations or getTranslations). */
export type TableEntryT = ReturnType<typeof useTranslations<'tableEntry'>>;

const en = ENGLISH_MESSAGES.tableEntry;
const english: TableEntryT = createTranslator({ locale: 'en', messages: ENGLISH_MESSAGES, namespace: 'tableEntry' });

type Confirmation = 'none' | 'board' | 'round';
const CONFIRMATION_KEYS = {
  none: 'confirmationNone',
  board: 'confirmationBoard',
  round: 'confirmationRound',
} as const satisfies Record<Confirmation, keyof typeof en>;

/** How East-West confirm, as the session set it. */
export const tableConfirmationWords = (t: TableEntryT, confirmation: Confirmation): string =>
  t(CONFIRMATION_KEYS[confirmation]);

export const TABLE_CONFIRMATION_WORDS: Record<Confirmation, string> = {
  none: en.confirmationNone,
  board: en.confirmationBoard,
  round: en.confirmationRound,
};

/** What is unusual about the table's round, in the page's language (English without a `t`). */
export function tableNoticeWords(notice: TableNotice, t: TableEntryT = english): string {
  switch (notice.kind) {
    case 'sit-out':
      return t('sitOut', { pair: notice.pair });
    case 'shared-boards':
      return t('sharedBoards', { tables: notice.tables.join(', ') });
    case 'no-play':
      return t('noPlay', { round: notice.round });
  }
}

/** Above an entry's flags: nothing is recorded until the players confirm it or enter it again corrected. */
export const TABLE_FLAGGED_WORDS = en.flagged;

/** What became of an entry the server recorded or set aside (a flagged one is shown with its flags). */
export type TableOutcome = Exclude<TableEnterResultOutput['outcome'], 'flagged'>;
const OUTCOME_KEYS = {
  recorded: 'recorded',
  // Another result than the one recorded: a request to the director, not a result.
  'correction-requested': 'correctionRequested',
  unchanged: 'unchanged',
} as const satisfies Record<TableOutcome, keyof typeof en>;

/** What became of an entry, in the page's language. */
export const tableOutcomeWords = (t: TableEntryT, outcome: TableOutcome): string => t(OUTCOME_KEYS[outcome]);

export const TABLE_OUTCOME_WORDS: Record<TableOutcome, string> = {
  recorded: en.recorded,
  'correction-requested': en.correctionRequested,
  unchanged: en.unchanged,
};

/** A table on the director's page: where it is in the movement (English without a `t`). */
export function tableRoundWords(
  tableAt: { section: string; table: number; round: number | null; rounds: number },
  t: TableEntryT = english,
): string {
  const { section, table, round, rounds } = tableAt;
  return round === null
    ? t('tableBeforeFirstRound', { section, table })
    : t('tableRound', { section, table, round, rounds });
}

/** A result the tables entered that East-West have not confirmed yet (the session asks them to): it counts, marked. */
export const TABLE_UNCONFIRMED_WORDS = en.unconfirmed;

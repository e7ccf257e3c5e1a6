// The table's phone in words: signing in with the table's code, the table's page (where it is, the
// pairs, the boards with what was entered, travellers, running ranks) and its pad. The words are the
// catalogue's (messages/table): these English ones are for code that has no page language (tests,
// logs); the pages translate with `useTranslations('tablePage')` and the rest of the namespaces.
// What became of an entry and the session's confirmation setting are in table-entry.ts.
import { createTranslator } from 'next-intl';
import { ENGLISH_MESSAGES } from '../i18n/english';

const en = ENGLISH_MESSAGES;
const page = createTranslator({ locale: 'en', messages: en, namespace: 'tablePage' });
const pad = createTranslator({ locale: 'en', messages: en, namespace: 'tablePad' });

export const TABLE_SIGN_IN_WORDS = en.tableSignIn;

/** A pair's players as the page writes them: 'Anna & Béla'. */
export const pairNames = (names: readonly string[]): string => names.join(' & ');

export const TABLE_PAGE_WORDS = {
  title: (table: number | string) => page('title', { table }),
  /** Where the table is: the session's name, the section and the round. */
  where: (name: string, section: string, round: number | null) =>
    round === null ? page('whereNoRound', { name, section }) : page('where', { name, section, round }),
  pairs: (ns: { pair: string; names: readonly string[] }, ew: { pair: string; names: readonly string[] }) =>
    page('pairs', { ns: ns.pair, nsNames: pairNames(ns.names), ew: ew.pair, ewNames: pairNames(ew.names) }),
  over: en.tablePage.over,
  boardHeaders: [
    en.tablePage.headBoard,
    en.tablePage.headContract,
    en.tablePage.headBy,
    en.tablePage.headTricks,
    en.tablePage.headScoreNs,
    '',
  ],
  toPlay: en.tablePage.toPlay,
  /** A board's mark: the director decides a request, East-West have or have not confirmed. */
  directorDecides: en.tablePage.directorDecides,
  notConfirmed: en.tablePage.notConfirmed,
  confirmed: en.tablePage.confirmed,
  traveller: (board: number) => page('traveller', { board }),
  board: (board: number) => page('board', { board }),
  runningRank: en.tablePage.runningRank,
  afterRound: (round: number) => page('afterRound', { round }),
  rank: (pair: string, rank: string) => page('rank', { pair, rank }),
} as const;

export const TABLE_PAD_WORDS = {
  board: en.tablePad.board,
  enter: (board: number) => pad('enter', { board }),
  outcome: (board: number, outcome: string, scoreNs: number) =>
    pad('outcome', { board, outcome, scoreNs: String(scoreNs) }),
  confirmFlags: en.tablePad.confirmFlags,
  waiting: en.tablePad.waiting,
  confirmBoard: (board: number) => pad('confirmBoard', { board }),
  confirmRound: en.tablePad.confirmRound,
  /** A board entered this round: its pad opens again, with the recorded result, to ask for a correction. */
  askCorrection: (board: number) => pad('askCorrection', { board }),
  correcting: (board: number) => pad('correcting', { board }),
  sendCorrection: (board: number) => pad('sendCorrection', { board }),
  cancelCorrection: en.tablePad.cancelCorrection,
} as const;

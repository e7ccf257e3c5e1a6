// Every event a board, a session or an appeal records, in the words a timeline shows for it: the
// catalogue's `eventTypes`, keyed by the event union (a new event type without its words does not
// compile), in the page's language or English.
import type { AppealEvent, SessionEvent, TableBoardStreamEvent } from '@club/club';
import { ENGLISH_MESSAGES } from '../i18n/english';
import type { Say } from './say';

export type TimelineEventType = TableBoardStreamEvent['type'] | SessionEvent['type'] | AppealEvent['type'];

/** The events' words in English: the catalogue's `eventTypes`, one for every type of the union. */
export const EVENT_WORDS: Readonly<Record<TimelineEventType, string>> = ENGLISH_MESSAGES.eventTypes satisfies Record<
  TimelineEventType,
  string
>;

/** The event's words in those of `say` (the page's `eventTypes`); a type the union does not know yet reads
 * as its parts (`SomethingNew` → "Something new"). */
export function eventWordsIn(say: Say<TimelineEventType>, type: string): string {
  if (Object.hasOwn(EVENT_WORDS, type)) return say(type as TimelineEventType);
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The event's words in English. */
export const eventWords = (type: string): string => eventWordsIn((key) => EVENT_WORDS[key], type);

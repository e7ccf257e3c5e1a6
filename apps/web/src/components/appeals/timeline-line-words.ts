// A timeline line in the page's language: the read model's code and values worded by the catalogue
// (appealsTimeline.line), seats as the language's seat letters, cards and contracts with suit
// symbols. A line without a code keeps the record's English summary; one that only names its
// event's type is the event's words.
import type { Say } from '../../words/say';
import { eventWordsIn, type TimelineEventType } from '../../words/event-types';
import { summaryWords } from '../../words/summary-words';

export interface TimelineSaid {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The values that name a seat (N, E, S, W); `calledBy` is 'none' when nobody at the table called. */
const SEATS = new Set(['seat', 'declarer', 'winner', 'dealer', 'claimer', 'calledBy']);
const PAIR = /^(.*?)(NS|EW)$/;

export interface TimelineSay {
  /** appealsTimeline */
  readonly timeline: Say<string>;
  /** seatLetters */
  readonly seat: Say<string>;
  /** vulnerability: also the sides' letters (NS, EW) */
  readonly vulnerability: Say<string>;
  /** eventTypes */
  readonly event: Say<TimelineEventType>;
}

function valueIn(say: TimelineSay, name: string, value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (SEATS.has(name) && /^[NESW]$/.test(value)) return say.seat(value);
  if (name === 'vulnerability') return say.vulnerability(value);
  if (name === 'nsPair' || name === 'ewPair') {
    const pair = PAIR.exec(value);
    return pair ? pair[1]! + say.vulnerability(pair[2]!) : value;
  }
  if (name === 'call' && value === 'Pass') return say.timeline('pass');
  if (name === 'stage') return say.timeline(`stage.${value}`);
  if (name === 'source') return say.timeline(`resultSource.${value}`);
  return summaryWords(value);
}

export function timelineLineIn(
  say: TimelineSay,
  entry: { readonly type: string; readonly summary: string; readonly said?: TimelineSaid | undefined },
): string {
  const { said } = entry;
  if (!said) return entry.summary === entry.type ? eventWordsIn(say.event, entry.type) : summaryWords(entry.summary);
  const values = Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, valueIn(say, k, v)]));
  return say.timeline(`line.${said.code}`, values);
}

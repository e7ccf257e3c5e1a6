// A timeline line in the page's language: the read model's code and values worded by the catalogue
// (appealsTimeline.line), seats as the language's seat letters, sides as its side letters, cards and
// contracts with suit symbols, the record's codes (stages, ruling types, bodies, outcomes…) in its
// words. A line that only names its event's type is the event's words; one stored before it had a
// code keeps the record's English summary.
import type { Say } from '../../words/say';
import { eventWordsIn, type TimelineEventType } from '../../words/event-types';
import { directorCallIn } from '../../words/irregularities';
import { penaltyUnitIn } from '../../words/penalty-units';
import { summaryWords } from '../../words/summary-words';

export interface TimelineSaid {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The values that name a seat (N, E, S, W); `calledBy` is 'none' when nobody at the table called. */
const SEATS = new Set([
  'seat',
  'declarer',
  'beforeDeclarer',
  'afterDeclarer',
  'winner',
  'dealer',
  'claimer',
  'calledBy',
]);
/** The values that name a pair by its number and side: 1NS, 2EW. */
const PAIRS = new Set(['nsPair', 'ewPair', 'contestant']);
const PAIR = /^(.*?)(NS|EW)$/;
/** The authority beyond the club as the site's own form words it (else as typed). */
const AUTHORITY = /^(the )?(national|regulating) authority$/;
/** Values that are codes worded by an appealsTimeline map of their own name. */
const OWN_CODES: Readonly<Record<string, string>> = {
  stage: 'stage',
  source: 'resultSource',
  nsKind: 'adjustmentKind',
  ewKind: 'adjustmentKind',
  several: 'several',
  concurs: 'concurs',
  rejection: 'rejection',
  basis: 'finalBasis',
};

export interface TimelineSay {
  /** appealsTimeline */
  readonly timeline: Say<string>;
  /** seatLetters */
  readonly seat: Say<string>;
  /** vulnerability: also the sides' letters (NS, EW) */
  readonly vulnerability: Say<string>;
  /** eventTypes */
  readonly event: Say<TimelineEventType>;
  /** rulingsTypes, appealsBody, appealsOutcome, appealsDeposit */
  readonly rulingType: Say<string>;
  readonly body: Say<string>;
  readonly outcome: Say<string>;
  readonly deposit: Say<string>;
  /** appealsAuthorityName */
  readonly authority: Say<string>;
  /** rulingsDirectorCalls, rulingsIrregularities: a director call's text the record's own words can read */
  readonly directorCall: Say<string>;
  readonly irregularity: Say<string>;
}

/** AppealRouted's parts, "part|kind|body" joined with ';'. */
function routesIn(say: TimelineSay, routes: string): string {
  return routes
    .split(';')
    .map((route) => {
      const [part = '', kind = '', body = ''] = route.split('|');
      return say.timeline('route', { part, kind: say.timeline(`partKind.${kind}`), body: say.body(body) });
    })
    .join('; ');
}

function valueIn(say: TimelineSay, name: string, value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (SEATS.has(name) && /^[NESW]$/.test(value)) return say.seat(value);
  if (name === 'vulnerability') return say.vulnerability(value);
  if (PAIRS.has(name)) {
    const pair = PAIR.exec(value);
    return pair ? pair[1]! + say.vulnerability(pair[2]!) : value;
  }
  if (name === 'call' && value === 'Pass') return say.timeline('pass');
  if (OWN_CODES[name]) return say.timeline(`${OWN_CODES[name]}.${value}`);
  if (name === 'unit') return penaltyUnitIn(value, (key) => say.timeline(`penaltyUnit.${key}`));
  if (name === 'rulingType') return say.rulingType(value);
  if (name === 'body') return say.body(value);
  if (name === 'outcome') return say.outcome(value);
  if (name === 'deposit' && value !== 'none') return say.deposit(value);
  if (name === 'routes') return routesIn(say, value);
  if (name === 'irregularity')
    return directorCallIn(value, { call: say.directorCall, kind: say.irregularity, seat: say.seat });
  const authority = name === 'authority' ? AUTHORITY.exec(value) : null;
  if (authority) {
    const named = say.authority(authority[2]!);
    return authority[1] ? say.timeline('theAuthority', { authority: named }) : named;
  }
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

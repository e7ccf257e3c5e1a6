// The internal codes a page must never show: every event type, ruling type, rectification kind,
// appeal status, director stage, Ulti bid, component, renonsz case and card id the engines know,
// kept to those no English sentence contains (written with a hyphen or in CamelCase:
// `TableResultRecorded`, `weighted-adjusted-score`, `zold-O`).
import {
  APPEAL_EVENT_TYPES,
  CLUB_EVENT_TYPES,
  DIRECTOR_EVENT_TYPES,
  LEAGUE_EVENT_TYPES,
  RULING_TYPES,
  SESSION_EVENT_TYPES,
  TABLE_BOARD_STREAM_EVENT_TYPES,
  ULTI_SESSION_EVENT_TYPES,
} from '@club/club';
import { BID_TABLE, COMPONENT_NAMES, COMPONENTS, PACK, RENONSZ_CASE_IDS, SPEC_BID_ORDER } from '@club/ulti';
import { APPEAL_STATUS_WORDS } from '../../src/words/appeal-statuses';
import { DIRECTOR_STAGE_WORDS } from '../../src/words/director-stages';
import { RECTIFICATION_WORDS } from '../../src/words/rectifications';

// An id that is also the name players say (the bid `40-100` is called "40-100") is a word too.
const SAID: ReadonlySet<string> = new Set([...BID_TABLE.map((b) => b.name), ...Object.values(COMPONENT_NAMES)]);
const looksInternal = (code: string) => (code.includes('-') || /[a-z][A-Z]/.test(code)) && !SAID.has(code);

export const INTERNAL_CODES: readonly string[] = [
  ...new Set(
    [
      APPEAL_EVENT_TYPES,
      CLUB_EVENT_TYPES,
      DIRECTOR_EVENT_TYPES,
      LEAGUE_EVENT_TYPES,
      SESSION_EVENT_TYPES,
      TABLE_BOARD_STREAM_EVENT_TYPES,
      ULTI_SESSION_EVENT_TYPES,
      RULING_TYPES,
      Object.keys(RECTIFICATION_WORDS),
      Object.keys(APPEAL_STATUS_WORDS),
      Object.keys(DIRECTOR_STAGE_WORDS),
      PACK,
      SPEC_BID_ORDER,
      COMPONENTS,
      RENONSZ_CASE_IDS,
    ]
      .flat()
      .filter(looksInternal),
  ),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A code counts only as a whole token: `4-asz` inside `piros-4-asz` is still caught by the longer one.
const PATTERN = new RegExp(`(?<![\\w-])(${INTERNAL_CODES.map(escape).join('|')})(?![\\w-])`, 'g');

/** The text a reader sees: no scripts (the page's data travels there), no tags, no attributes. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The internal codes shown in the page's text. */
export function codesShown(html: string): string[] {
  return [...new Set([...visibleText(html).matchAll(PATTERN)].map((m) => m[1]!))];
}

// The length caps every input shares (procedures, commands), so that no text field stores or serves
// more than a club could mean (a 10 MB session name was once stored and served to every member).
// Ids and names are short; free text (a ruling, grounds, a hearing's notes) is a few pages at most.
// Here, in the base library, so the schemas of bridge, club and ulti carry the same caps as the API.
// A value over its cap is refused with the field's name and the cap, before any handler runs.
import { z } from 'zod';

export const TEXT_LIMITS = {
  /** A session, league, season, appeal, member, ruling, import or authorisation id. */
  id: 100,
  /** A name: a session's, a league's, a season's, a team's. */
  name: 200,
  /** A short code: a section, a law reference, a contract, a card, a date, a rectification option or choice. */
  code: 20,
  /** Free text: a ruling's words, an irregularity, an attestation, grounds, a hearing's notes. */
  text: 10_000,
  /** Items in one list of an input (entrants, deals, laws, panel...): a big club session is well under it. */
  items: 500,
} as const;

const over = (what: string, max: number) => `at most ${max} characters for ${what}`;

/** Any id: not empty, at most TEXT_LIMITS.id characters. */
export const idText = z.string().min(1).max(TEXT_LIMITS.id, over('an id', TEXT_LIMITS.id));
/** A name, trimmed: not empty, at most TEXT_LIMITS.name characters. */
export const nameText = z.string().trim().min(1).max(TEXT_LIMITS.name, over('a name', TEXT_LIMITS.name));
/** A short code (section, law, contract, card, date, option): at most TEXT_LIMITS.code characters. */
export const codeText = z.string().max(TEXT_LIMITS.code, over('a code', TEXT_LIMITS.code));
/** Free text: at most TEXT_LIMITS.text characters. */
export const freeText = z.string().max(TEXT_LIMITS.text, over('free text', TEXT_LIMITS.text));
/** A list in an input: at most TEXT_LIMITS.items entries. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).max(TEXT_LIMITS.items, `at most ${TEXT_LIMITS.items} entries`);
/** A board, table, round or deal number: a positive whole number a club could use (at most 9999). */
export const countNumber = z.number().int().positive().max(9999);

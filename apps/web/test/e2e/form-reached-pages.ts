// The demo's pages no link leads a viewer to: the page a form opens (the ladder's period picker, a
// GET form; the Ulti organiser's desk, opened by the open-evening form; a rubber table, opened by
// the open-table form, here the Chicago table none of the demo accounts sat at) and the address a
// table's QR card prints (the table sign-in with its code), and a table's own page, which only its
// phone reaches once signed in with the code (the crawl's table viewer). The translation crawl starts at these
// too, so they are checked in every language like the pages reached by links. Named from the
// demo's data; each must answer in English, or the list has gone stale.
import { DEMO_CHICAGO_TABLE, DEMO_TABLE_ENTRY_SESSION, DEMO_ULTI_LEAGUE } from '@club/application';

/** The crawl's table phone: table A2 of the demo's session open for entry at the tables, signed in with its code. */
export const TABLE_VIEWER = 'table A2';
export const TABLE_AT = { sessionId: DEMO_TABLE_ENTRY_SESSION, section: 'A', table: 2 } as const;

export const FORM_REACHED_PAGES: Readonly<Record<string, readonly string[]>> = {
  visitor: ['/table?code=ABC123'],
  member: [`/rubber/${DEMO_CHICAGO_TABLE}`, '/rubber/ladder?period=s1999'],
  'league-admin': [`/ulti/organise/${DEMO_ULTI_LEAGUE}-evening`],
  // The pages a table's phone reaches after signing in with its code (its cookie, not a member's).
  [TABLE_VIEWER]: [`/table/${TABLE_AT.sessionId}/${TABLE_AT.section}/${TABLE_AT.table}`],
};

// The demo's pages no link leads a viewer to: the page a form opens (the ladder's period picker, a
// GET form; the Ulti organiser's desk, opened by the open-evening form; a rubber table, opened by
// the open-table form, here the Chicago table none of the demo accounts sat at) and the address a
// table's QR card prints (the table sign-in with its code). The translation crawl starts at these
// too, so they are checked in every language like the pages reached by links. Named from the
// demo's data; each must answer in English, or the list has gone stale.
import { DEMO_CHICAGO_TABLE, DEMO_ULTI_LEAGUE } from '@club/application';

export const FORM_REACHED_PAGES: Readonly<Record<string, readonly string[]>> = {
  visitor: ['/table?code=ABC123'],
  member: [`/rubber/${DEMO_CHICAGO_TABLE}`, '/rubber/ladder?period=s1999'],
  'league-admin': [`/ulti/organise/${DEMO_ULTI_LEAGUE}-evening`],
};

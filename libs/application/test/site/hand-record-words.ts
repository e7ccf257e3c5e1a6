// The hand records' English headings, as the site's catalogue gives them (messages/results/en.json);
// the API's tests use them too.
import type { HandRecordWords } from '../../src/site/hand-records-shapes';

export const HAND_RECORD_WORDS: HandRecordWords = {
  title: 'Hand records',
  board: 'Board {board}',
  dealer: 'Dealer',
  vulnerable: 'Vulnerable',
  vulnerability: { None: 'None', NS: 'N-S', EW: 'E-W', All: 'All' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  notrump: 'NT',
  doubleDummy: 'Double dummy',
  par: 'Par',
  unavailable: 'Double-dummy tables are not available.',
  page: 'Page {page} of {pages}',
};

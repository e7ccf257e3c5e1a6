// The Ulti pages in words: the leagues, the league table, the player's seats, the titles of the
// organiser's and the jury's pages. Ulti's own terms stay Hungarian (src/words/ulti-terms.ts).
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

// Rubber bridge in words: the member's evenings, opening a table, the scorer, the cut, the score
// sheet (We and They, above and below the line), Chicago's deals and the club's ladder. The terms are
// the Czech rubber text's (shared/sources 003) and the bridge glossary's.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

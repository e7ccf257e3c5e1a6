// Suits and cards in words for screen readers: what the glossary has no word for (a void, the
// strain and doubling keys of the bidding box). The suits and ranks themselves are the glossary's.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

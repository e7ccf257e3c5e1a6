// The appeals in words: the appeals list, a board's appeals, a case, and the forms of the appellant,
// the director and the appeals committee.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

// The director's board and its rulings in words: the board page and the late-correction page, the
// forms of a director call, a ruling, a rectification, an adjusted score, a penalty and a correction,
// the law picker, and the ruling types, penalty units, rectifications and correction requests.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

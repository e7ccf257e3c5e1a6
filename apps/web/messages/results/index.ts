// The results in words: the latest sessions, a session's rankings, a board's traveller and replay,
// a member's history, the leagues and their tables, and the public club page.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

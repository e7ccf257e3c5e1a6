// Players scoring at their own table in words: the table's sign-in, its page (where it is, the pairs,
// the boards, travellers, running ranks), its pad, and entry at the tables as the director sees it.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

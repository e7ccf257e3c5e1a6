// The club administrator's pages in words (members, roles and their audit, accounts, the password pages,
// the member picker) and the timeline's event words.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

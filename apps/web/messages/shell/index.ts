// The site's shell in words: the header, the menu, the roles, the home, sign-in and sign-out pages.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

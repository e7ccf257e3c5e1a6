// The refusals of the rules engines and the API in words: a message per engine and code
// (`refusals.<engine>.<code>`, the refusal's params as its values; src/i18n/refusal-words.ts), and
// the way out of a refused page.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

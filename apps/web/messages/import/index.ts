// Import and export in words: the results file's import and its progress, the review of its players,
// the session's export, and a LIN file's problems.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

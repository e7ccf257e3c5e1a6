// The director's desk in words: his sessions, opening one, running its rounds and publication, the
// table codes, and the result pad (contract, declarer, result, lead) a table scorer taps.
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

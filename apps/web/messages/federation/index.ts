// The federation in words: the table of every player of the clubs that share their results, a
// player's history by federation id, and the list of the clubs that the base host of a site of many
// clubs shows (server.ts writes that page itself, from these words).
import bs from './bs.json';
import cs from './cs.json';
import en from './en.json';
import hu from './hu.json';
import sk from './sk.json';

export default { en, cs, sk, bs, hu };

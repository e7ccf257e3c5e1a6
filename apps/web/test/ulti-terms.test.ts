// The Ulti pages show the engine's Hungarian ids with English help: every part of every bid in the
// bid table and of every card has its help, and the help says what the rules say (the talon's aces
// and tens go to the defenders; an over ranks between king and under).
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BID_TABLE, PACK } from '@club/ulti';
import { UltiTerm, Word, WORDS } from '../src/components/ulti/ulti-terms';
import { renderIn } from './render-in';

const render = (text: string) => renderIn(createElement(UltiTerm, { text }));
/** The parts shown without help: numbers of card ranks (7–10) are plain English already. */
const bareParts = (html: string) =>
  [...html.matchAll(/<span>(?: )?([^<]+)<\/span>/g)].map((m) => m[1]!.trim()).filter((p) => !/^(7|8|9|10)$/.test(p));

describe('Ulti terms', () => {
  it('every part of every bid of the bid table has English help', () => {
    for (const bid of BID_TABLE) expect([bid.id, bareParts(render(bid.id))]).toEqual([bid.id, []]);
    expect(render('piros-40-100-ultimo')).toBe(
      '<span class="ulti-term"><span><abbr title="red (hearts) as trumps: every value of the contract doubles">piros</abbr></span>' +
        '<span> <abbr title="forty (negyven): the meld of king and over of trumps, held in hand">40</abbr></span>' +
        '<span> <abbr title="a hundred: declarer reaches 100 with his card points and that one meld, melding nothing else">100</abbr></span>' +
        '<span> <abbr title="declarer wins the last trick with the trump seven">ultimó</abbr></span></span>',
    );
  });

  it('every card of the pack has help for its suit and, for a picture card or an ace, its rank', () => {
    for (const card of PACK) expect([card, bareParts(render(card))]).toEqual([card, []]);
    expect(render('makk-O')).toContain(
      '<abbr title="over: the upper knave, ranking between king and under">felső</abbr>',
    );
  });

  it('the talon: laid aside by the first bidder, taken up by each who bids higher, its aces and tens to the defenders', () => {
    const [hu, en] = WORDS.talon;
    expect(hu).toBe('talon');
    expect(en).toMatch(/first bidder lays them down/);
    expect(en).toMatch(/each player who bids higher takes them up/);
    expect(en).toMatch(/aces and tens count for the defenders/);
    expect(renderIn(createElement(Word, { word: 'renonsz' }))).toMatch(/^<abbr title="[^"]+">renonsz<\/abbr>$/);
  });

  it('the words stay Hungarian in every language; their help is in the page’s language', () => {
    expect(renderIn(createElement(UltiTerm, { text: 'piros-betli' }), 'cs')).toBe(
      '<span class="ulti-term"><span><abbr title="červené (srdce) jako trumfy: každá hodnota hry se zdvojnásobí">piros</abbr></span>' +
        '<span> <abbr title="betl: hlavní hráč nesmí získat žádný zdvih (bez trumfů)">betli</abbr></span></span>',
    );
    expect(renderIn(createElement(Word, { word: 'declarer' }), 'hu')).toBe(
      '<abbr title="felvevő: aki a licitet megnyerte">felvevő</abbr>',
    );
  });
});

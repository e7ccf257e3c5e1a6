// The translation crawl's reading of a page (e2e/page-text.ts) and its flags (e2e/untranslated-words.ts),
// on small pages written the way React writes them.
import { describe, expect, it } from 'vitest';
import { allowedWordsOf } from './e2e/allowed-words';
import { pageText } from './e2e/page-text';
import { englishLeftIn, englishWordsOf, messageKeysIn, phrasesLongestFirst } from './e2e/untranslated-words';

const page = (main: string) =>
  `<!DOCTYPE html><html lang="cs"><head><title>Klub</title><style>p{color:red}</style></head><body>` +
  `<header><a href="/">Domů</a><a href="https://example.org/x">out</a></header>` +
  `<main>${main}</main><script>self.__next_f.push([1,"<p>Board</p> a<b"])</script></body></html>`;

describe("the crawl's reading of a page", () => {
  it("given a page, when read, then it has the shown text by place, the readers' attributes and the site links of header and main", () => {
    const { texts, links } = pageText(
      page(
        '<h1>Krabice <!-- -->5</h1><p>a &amp; b&#x27;s<br/>next</p>' +
          '<input placeholder="Hledat" value="x"/><img alt="Sever" src="/n.png"/>' +
          '<button aria-label="Zavřít" title="Zavřít okno">×</button><a href="/results/m1">Výsledky</a>' +
          '<template><p>hidden</p></template><noscript>No scripts</noscript>',
      ),
    );
    expect(texts).toEqual([
      { path: 'html[0]/head[0]/title[0]#0', text: 'Klub' },
      { path: 'html[0]/body[1]/header[0]/a[0]#0', text: 'Domů' },
      { path: 'html[0]/body[1]/header[0]/a[1]#0', text: 'out' },
      { path: 'html[0]/body[1]/main[1]/h1[0]#0', text: 'Krabice 5' },
      { path: 'html[0]/body[1]/main[1]/p[1]#0', text: "a & b's" },
      { path: 'html[0]/body[1]/main[1]/p[1]#1', text: 'next' },
      { path: 'html[0]/body[1]/main[1]/input[2]@placeholder', text: 'Hledat' },
      { path: 'html[0]/body[1]/main[1]/img[3]@alt', text: 'Sever' },
      { path: 'html[0]/body[1]/main[1]/button[4]@aria-label', text: 'Zavřít' },
      { path: 'html[0]/body[1]/main[1]/button[4]@title', text: 'Zavřít okno' },
      { path: 'html[0]/body[1]/main[1]/button[4]#0', text: '×' },
      { path: 'html[0]/body[1]/main[1]/a[5]#0', text: 'Výsledky' },
    ]);
    expect(links).toEqual(['/', '/results/m1']);
  });
});

describe('what the crawl flags', () => {
  const namespaces = ['signIn', 'nav', 'appealsList'];
  const allowed = { words: allowedWordsOf('bs'), phrases: phrasesLongestFirst(['Monday pairs', 'Anna Kovács']) };

  it('given message keys of the catalogue shown as text, then each is flagged; dotted words of no namespace are not', () => {
    const found = messageKeysIn(
      [
        { path: 'a', text: 'signIn.title' },
        { path: 'b', text: 'Stav: appealsList.status.hearing' },
        { path: 'c', text: 'mitchell1.A www.club.cz nav' },
      ],
      namespaces,
    );
    expect(found.map((f) => f.words)).toEqual([['signIn.title'], ['appealsList.status.hearing']]);
  });

  it('given a text the English page shows at the same place, then its English words are flagged, not names, codes, Ulti or glossary words', () => {
    expect(englishWordsOf('Results of Monday pairs', allowed)).toEqual(['Results', 'of']);
    expect(englishWordsOf('Anna Kovács 4♠ NS 1NT m01 IMPs', allowed)).toEqual([]);
    expect(
      englishWordsOf('piros ulti, board, rubber', allowed),
      "Ulti's terms; Bosnian board (robber for rubber)",
    ).toEqual(['rubber']);
    expect(englishWordsOf('board', { words: allowedWordsOf('cs'), phrases: [] }), 'Czech has krabice').toEqual([
      'board',
    ]);
  });

  it('given a translated page, then only runs equal to the English ones at the same place count', () => {
    const english = [
      { path: 'h1#0', text: 'Results' },
      { path: 'p#0', text: 'Monday pairs' },
      { path: 'td#0', text: 'Board' },
    ];
    const czech = [
      { path: 'h1#0', text: 'Výsledky' },
      { path: 'p#0', text: 'Monday pairs' },
      { path: 'td#0', text: 'Board' },
      { path: 'td#1', text: 'Results' },
    ];
    expect(englishLeftIn(czech, english, { words: allowedWordsOf('cs'), phrases: allowed.phrases })).toEqual([
      { kind: 'English', path: 'td#0', text: 'Board', words: ['Board'] },
    ]);
  });

  it('given runs marked in another language on purpose, or an account address, then they are not flagged', () => {
    const { texts } = pageText(
      page(
        '<select><option>16 Oprávněná informace</option><option lang="en">17 The auction period</option></select>' +
          '<p lang="hu">Ha a vállalást tevő ejti le</p><p>Board</p><td>member@demo.club</td>',
      ),
    );
    const english = texts.map((t) => ({
      path: t.path,
      text: t.text === '16 Oprávněná informace' ? '16 Extraneous information' : t.text,
    }));
    expect(texts.find((t) => t.text === '17 The auction period')?.lang).toBe('en');
    const inMain = englishLeftIn(texts, english, { words: allowedWordsOf('cs'), phrases: [] }).filter((f) =>
      f.path.includes('/main['),
    );
    expect(inMain.map((f) => f.text)).toEqual(['Board']);
  });
});

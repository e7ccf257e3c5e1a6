// The words catalogue (apps/web/messages): every language has every English message, no message
// English lacks, and each takes the same values and tags as the English one (a translation that
// drops {name} or renames <signIn> would show a hole or a raw tag on the page).
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../src/i18n/locales';
import { messagesOf, missingMessages, ownMessagesOf, withFallback } from '../src/i18n/messages';

type Tree = { readonly [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );
/** The values ({name}, {count, plural…}) and tags (<strong>) a message takes. */
const slots = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`))].sort();

describe('the words catalogue', () => {
  const source = ownMessagesOf(SOURCE_LOCALE);

  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE))
    it(`${locale}: every message, none extra, each with the English one's values and tags`, () => {
      const own = ownMessagesOf(locale);
      expect(missingMessages(source, own)).toEqual([]);
      expect(missingMessages(own, source)).toEqual([]);
      const english = new Map(flat(source));
      for (const [key, message] of flat(own))
        expect(slots(message), `${locale} ${key}`).toEqual(slots(english.get(key)!));
    });

  it('a message a language lacks is the English one; the checks name it', () => {
    const english = { nav: { home: 'Home', results: 'Results' }, title: 'Club' };
    const partial = { nav: { home: 'Úvod' } };
    expect(withFallback(english, partial)).toEqual({ nav: { home: 'Úvod', results: 'Results' }, title: 'Club' });
    expect(missingMessages(english, partial)).toEqual(['nav.results', 'title']);
  });

  it('the site hands each language its own words, English only where it has none', () => {
    expect(messagesOf('cs').nav.director).toBe('Vedoucí soutěže');
    expect(messagesOf('sk').roles['appeals-committee']).toBe('Odvolací výbor');
    expect(messagesOf('bs').nav.director).toBe('Direktor');
    expect(messagesOf('hu').roles['ulti-jury']).toBe('Ulti zsűri');
    expect(messagesOf('en').nav.ultiDesk).toBe('Ulti desk');
  });
});

// The law picker in each language (issue 16): each Law's number and title in the page's language and
// the board's edition, the titles from the source texts (001 Czech 2007, 000 Slovak 1997, 004 Bosnian
// 1997); a language without a source of that edition reads the nearest one, marked with its language.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LawPicker } from '../src/components/director/law-picker';
import { citedLawOptions, lawOptionOf, lawOptions } from '../src/components/director/law-options';
import { messagesOf } from '../src/i18n/messages';
import type { Locale } from '../src/i18n/locales';

const option = (locale: Locale, edition: '1997' | '2007', reference: string) =>
  lawOptions(locale, edition).find((o) => o.reference === reference);

describe('the law picker’s options', () => {
  it('lists the cited references, then every Law 1–93 once', () => {
    for (const locale of ['en', 'cs', 'sk', 'bs', 'hu'] as const) {
      const options = lawOptions(locale, '2007');
      const cited = citedLawOptions(locale, '2007').map((o) => o.reference);
      expect(options.slice(0, cited.length).map((o) => o.reference)).toEqual(cited);
      expect(options.slice(cited.length).map((o) => o.reference)).toEqual(
        Array.from({ length: 93 }, (_, i) => String(i + 1)),
      );
      expect(options.every((o) => o.title.length > 0)).toBe(true);
    }
  });

  it('in Czech at a 2007 tournament, titles Law 16 and its 16B1 from the Czech Laws 2007', () => {
    expect(option('cs', '2007', '16')).toEqual({
      reference: '16',
      title: 'Oprávněná a neoprávněná informace',
      lang: 'cs',
    });
    expect(option('cs', '2007', '16B1')?.title).toBe('Oprávněná a neoprávněná informace');
    expect(option('cs', '2007', '90')?.title).toBe('Procedurální pokuty');
  });

  it('in Slovak and Bosnian at a 1997 tournament, from their 1997 Laws; a Law the Slovak text lacks in English', () => {
    expect(option('sk', '1997', '13A')).toMatchObject({ title: 'Nesprávny počet kariet', lang: 'sk' });
    expect(option('bs', '1997', '16')).toMatchObject({ title: 'Neovlaštena informacija', lang: 'bs' });
    expect(option('sk', '1997', '90')).toMatchObject({ title: 'Procedural penalties', lang: 'en' });
  });

  it('without a source of the edition, reads the nearest: Czech 1997 the Slovak, Bosnian 2007 and Hungarian the English', () => {
    expect(option('cs', '1997', '16')).toMatchObject({ title: 'Neoprávnená informácia', lang: 'sk' });
    expect(option('bs', '2007', '16')).toMatchObject({ title: 'Authorized and unauthorized information', lang: 'en' });
    expect(option('hu', '1997', '16')).toMatchObject({ title: 'Unauthorized information', lang: 'en' });
  });

  it('in English keeps the short titles of the cited references and gives each Law its edition’s title', () => {
    expect(option('en', '2007', '13A')?.title).toBe('incorrect number of cards');
    expect(option('en', '2007', '16')?.title).toBe('Authorized and unauthorized information');
    expect(option('en', '1997', '16')?.title).toBe('Unauthorized information');
  });

  it('titles a typed reference not listed by its Law, and nothing for one that is no Law', () => {
    const options = lawOptions('cs', '2007');
    expect(lawOptionOf('13B', options, 'cs', '2007')).toEqual({
      reference: '13B',
      title: 'Nesprávný počet karet',
      lang: 'cs',
    });
    expect(lawOptionOf('94', options, 'cs', '2007')).toBeNull();
  });

  it('renders the picker in the page’s language, a title from another language marked with its own', () => {
    const render = (locale: Locale, edition: '1997' | '2007', laws: string[]) =>
      renderToStaticMarkup(
        createElement(NextIntlClientProvider, {
          locale,
          messages: messagesOf(locale),
          timeZone: 'UTC',
          children: createElement(LawPicker, {
            id: 'laws',
            edition,
            laws,
            onChange: () => {},
            pending: '',
            onPending: () => {},
          }),
        }),
      );
    const czech = render('cs', '2007', ['16B1']);
    expect(czech).toContain('<option value="16">16 Oprávněná a neoprávněná informace</option>');
    expect(czech).toContain(messagesOf('cs').rulingsLawPicker.add);
    expect(czech).toContain(`aria-label="${messagesOf('cs').rulingsLawPicker.applied}"`);
    expect(czech).toContain('16B1 <span>Oprávněná a neoprávněná informace</span>');
    const hungarian = render('hu', '2007', ['16']);
    expect(hungarian).toContain('<option value="16" lang="en">16 Authorized and unauthorized information</option>');
    expect(hungarian).toContain('16 <span lang="en">Authorized and unauthorized information</span>');
    expect(hungarian).not.toContain('>Add law<');
  });
});

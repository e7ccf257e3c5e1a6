// A component rendered to HTML as a page in `locale` would render it: under the catalogue's provider,
// with that language's messages (English where it has none of its own).
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';

export function renderIn(element: ReactElement, locale: Locale = 'en'): string {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, { locale, messages: messagesOf(locale), timeZone: 'UTC', children: element }),
  );
}

// Many clubs in one site (CLUB_BASE_HOST): the pages server.ts answers itself, outside any club —
// the base host's list of the clubs (each linking to its own site and its federation page), and the
// 404 of a host that is no club's. Plain HTML at phone width, in the visitor's language (the
// `locale` cookie, else Accept-Language, else CLUB_LANGUAGE), words from messages/federation. Not
// in the Next bundle.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie } from '@club/auth';
import federation from '../../messages/federation';
import { clubOrigin } from './club-host';
import { LOCALE_COOKIE, type Locale } from '../i18n/locales';
import { resolveLocale } from '../i18n/resolve-locale';

type Words = (typeof federation)['en']['federation'];

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A message with its {values} put in (escaped). */
function say(words: Words, key: keyof Words, values: Record<string, string> = {}): string {
  return escape(words[key]).replace(/\{(\w+)\}/g, (_, name: string) => escape(values[name] ?? ''));
}

function languageOf(req: IncomingMessage, clubLanguage: Locale): { locale: Locale; words: Words } {
  const locale = resolveLocale({
    cookie: readCookie(req.headers.cookie ?? null, LOCALE_COOKIE),
    acceptLanguage: req.headers['accept-language'],
    clubLanguage,
  });
  return { locale, words: { ...federation.en.federation, ...federation[locale].federation } };
}

function page(res: ServerResponse, status: number, locale: Locale, title: string, body: string): void {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${title}</title><style>` +
        'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;max-width:40rem;color:#1b1f23;line-height:1.5}' +
        'h1{font-size:1.5rem}ul{padding:0;list-style:none}li{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin-bottom:.75rem}' +
        'a{color:#0b5cad}li a{display:inline-block;min-height:44px;line-height:44px}.muted{color:#57606a}' +
        `</style></head><body><main>${body}</main></body></html>`,
    );
}

export interface ClubsPageOptions {
  readonly baseHost: string;
  readonly clubLanguage: Locale;
  /** Served over https (a trusted proxy said so): the clubs' links too. */
  readonly secure: (req: IncomingMessage) => boolean;
}

export function clubsPages(options: ClubsPageOptions) {
  const originOf = (req: IncomingMessage, clubId: string) =>
    clubOrigin(clubId, { host: req.headers.host, secure: options.secure(req) }, options.baseHost);
  return {
    /** The base host: the clubs of the database, each with its site and its federation page. */
    list(req: IncomingMessage, res: ServerResponse, clubs: readonly string[]): void {
      const { locale, words } = languageOf(req, options.clubLanguage);
      const items = clubs
        .map((clubId) => {
          const origin = originOf(req, clubId);
          return (
            `<li><a href="${escape(origin)}/">${say(words, 'clubSite', { club: clubId })}</a> · ` +
            `<a href="${escape(origin)}/federation">${say(words, 'clubFederation')}</a></li>`
          );
        })
        .join('');
      page(
        res,
        200,
        locale,
        say(words, 'homeTitle'),
        `<h1>${say(words, 'homeTitle')}</h1><p class="muted">${say(words, 'homeIntro')}</p>` +
          (clubs.length
            ? `<ul aria-label="${say(words, 'homeTitle')}">${items}</ul>`
            : `<p>${say(words, 'noClubs')}</p>`),
      );
    },
    /** 404: a club the database does not hold, or a host that names no club. */
    notFound(req: IncomingMessage, res: ServerResponse, clubId: string | null): void {
      const { locale, words } = languageOf(req, options.clubLanguage);
      const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
      const base = `${options.secure(req) ? 'https' : 'http'}://${options.baseHost}${port ? `:${port}` : ''}/`;
      const text =
        clubId === null
          ? say(words, 'unknownHost', { example: new URL(originOf(req, 'demo')).host })
          : say(words, 'unknownClub', { club: clubId });
      page(res, 404, locale, text, `<h1>${text}</h1><p><a href="${escape(base)}">${say(words, 'toClubs')}</a></p>`);
    },
  };
}

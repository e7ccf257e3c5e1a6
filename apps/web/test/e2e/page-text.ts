// The words a server-rendered page shows, read from its HTML without a browser (the translation
// crawl fetches hundreds of pages; a browser would take minutes): each run of text with the path of
// the element holding it, the words of the attributes a reader is given (aria-label, title, alt,
// placeholder), and the site's own links in the header and main. Scripts, styles and templates are
// not shown, so they are left out. React writes well-formed HTML (every attribute quoted, every
// element closed but the void ones), which is all this small reader understands.

/** One run of text as shown: `path` is the element's place (`html/body/div[1]/main/h1[0]`), `#n` the run in it or `@attr`. */
export interface ShownText {
  readonly path: string;
  readonly text: string;
  /** The `lang` of the nearest element below <html> that names one: text marked as in another language on purpose. */
  readonly lang?: string;
}

export interface PageText {
  readonly texts: readonly ShownText[];
  /** The `href`s of links in <header> and <main> that stay on the site (start with '/'). */
  readonly links: readonly string[];
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text that is not HTML, and never shown. */
const RAW_TEXT = new Set(['script', 'style']);
/** Elements whose content is never shown as text. */
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript']);
/** The attributes whose words a reader is given (read out, shown on hover, or in an empty field). */
export const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|[^<]+|</g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE))
    found.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return found;
}

interface Open {
  readonly tag: string;
  readonly path: string;
  children: number;
  runs: number;
  /** Text of the run being read (adjacent text parts React splits with <!-- --> are one run). */
  run: string;
  /** The language an element below <html> marks it (and what it holds) in. */
  readonly lang?: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text shown on a page and its site links, from the page's HTML. */
export function pageText(html: string): PageText {
  const texts: ShownText[] = [];
  const links: string[] = [];
  const root: Open = { tag: '', path: '', children: 0, runs: 0, run: '' };
  const stack: Open[] = [root];
  let unshown = 0;
  const top = () => stack[stack.length - 1]!;
  const endRun = (at: Open) => {
    const text = squeeze(at.run);
    at.run = '';
    if (text && unshown === 0)
      texts.push({ path: `${at.path}#${at.runs++}`, text, ...(at.lang ? { lang: at.lang } : {}) });
  };
  const inLinkArea = () => stack.some((e) => e.tag === 'main' || e.tag === 'header');
  const lower = html.toLowerCase();
  const tokens = new RegExp(TOKEN.source, 'g');
  for (let m = tokens.exec(html); m !== null; m = tokens.exec(html)) {
    const [token, closing, rawTag, attrs = '', selfClosing] = m;
    if (rawTag === undefined) {
      // Text (or a lone '<'); a comment does not end a run, React puts <!-- --> between text parts.
      if (!token.startsWith('<!')) top().run += decodeEntities(token);
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((e) => e.tag === tag);
      if (at <= 0) continue;
      while (stack.length > at) {
        const done = stack.pop()!;
        endRun(done);
        if (UNSHOWN.has(done.tag)) unshown--;
      }
      continue;
    }
    const parent = top();
    endRun(parent);
    const path = `${parent.path}${parent.path ? '/' : ''}${tag}[${parent.children++}]`;
    const attributes = attributesOf(attrs);
    const lang = tag === 'html' ? undefined : (attributes.get('lang') ?? parent.lang);
    if (unshown === 0)
      for (const name of SHOWN_ATTRIBUTES) {
        const value = squeeze(attributes.get(name) ?? '');
        if (value) texts.push({ path: `${path}@${name}`, text: value, ...(lang ? { lang } : {}) });
      }
    const href = attributes.get('href');
    if (tag === 'a' && href?.startsWith('/') && inLinkArea()) links.push(href);
    if (VOID.has(tag) || selfClosing) continue;
    if (RAW_TEXT.has(tag)) {
      // A script's or a style's content is not HTML: skip to its end tag.
      const end = lower.indexOf(`</${tag}`, tokens.lastIndex);
      tokens.lastIndex = end < 0 ? html.length : html.indexOf('>', end) + 1;
      continue;
    }
    if (UNSHOWN.has(tag)) unshown++;
    stack.push({ tag, path, children: 0, runs: 0, run: '', ...(lang ? { lang } : {}) });
  }
  while (stack.length > 0) endRun(stack.pop()!);
  return { texts, links };
}

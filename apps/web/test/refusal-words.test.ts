// The refusals in words (messages/refusals, src/i18n/refusal-words.ts): every code of every
// engine has a message in every language and none is extra; each message uses only params the
// engine sends (read from every call site that refuses with the code, and from real refusals);
// English keeps the engine's words; another language puts the params in.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_REFUSAL_CODES, decide } from '@club/api';
import { IMPORT_PLAN_CODES, SITE_REFUSAL_CODES } from '@club/application';
import { FIELD_LABELS } from '@club/application/shapes';
import { AUTH_REFUSAL_CODES } from '@club/auth';
import { BRIDGE_REFUSAL_CODES } from '@club/bridge';
import { CLUB_REFUSAL_CODES } from '@club/club';
import { DomainError, INVALID_COMMAND } from '@club/events';
import { ULTI_RULE_CODES, ULTI_SHEET_CODES } from '@club/ulti';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { ownMessagesOf } from '../src/i18n/messages';
import {
  argumentsOf,
  refusalInWords,
  refusalKey,
  type RefusalLike,
  type RefusalTranslator,
} from '../src/i18n/refusal-words';

type Tree = { readonly [key: string]: string | Tree };

/** Each engine's codes, by its place in the catalogue. */
const ENGINE_CODES: Readonly<Record<string, readonly string[]>> = {
  club: CLUB_REFUSAL_CODES,
  bridge: BRIDGE_REFUSAL_CODES,
  'ulti.rule': ULTI_RULE_CODES,
  'ulti.sheet': ULTI_SHEET_CODES,
  auth: AUTH_REFUSAL_CODES,
  site: [...SITE_REFUSAL_CODES, ...IMPORT_PLAN_CODES],
  api: [...API_REFUSAL_CODES, INVALID_COMMAND],
};

const subtree = (tree: Tree, path: string): Tree => path.split('.').reduce((node, key) => node[key] as Tree, tree);

const translator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: ownMessagesOf(locale) as never,
    namespace: 'refusals' as never,
  }) as unknown as RefusalTranslator;

describe('every refusal code has its words', () => {
  for (const locale of LOCALES)
    it(`${locale}: a message per code of each engine, none extra`, () => {
      const refusals = ownMessagesOf(locale)['refusals'] as Tree;
      for (const [engine, codes] of Object.entries(ENGINE_CODES))
        expect(Object.keys(subtree(refusals, engine)).sort(), `${locale} ${engine}`).toEqual(
          [...new Set(codes)].sort(),
        );
    });
});

// The engines' call sites: `refuse('code', message, { params })` and its kin, read from the source.
const LIBS = join(import.meta.dirname, '../../../libs');
const THROWERS: Readonly<Record<string, string>> = {
  refuse: 'club',
  'new DomainError<ClubRefusalCode>': 'club',
  refuseSite: 'site',
  'new ImportPlanError': 'site',
  authRefusal: 'auth',
  'new Refused': 'bridge',
  'new RubberRefused': 'bridge',
  'new SheetError': 'ulti.sheet',
  'new RuleError': 'ulti.rule',
  notFound: 'api',
  badInput: 'api',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text of a call from its '(' to the matching ')', strings and templates skipped over. */
function callText(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c) && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** The keys of the call's last argument when it is an object literal (null: none, or a spread we cannot read). */
function paramKeys(call: string): string[] | null {
  const last = /,\s*(\{[\s\S]*\})\s*,?\s*\)$/.exec(call);
  if (!last) return [];
  if (last[1]!.includes('...')) return null;
  const body = last[1]!.slice(1, -1);
  let depth = 0;
  let top = '';
  for (const c of body) {
    if ('({['.includes(c)) depth++;
    if (depth === 0) top += c;
    if (')}]'.includes(c)) depth--;
  }
  return [...top.matchAll(/(?:^|,)\s*\[?([A-Za-z_]\w*)\]?\s*(?=[:,]|$)/g)].map((m) => m[1]!);
}

const callSites = sourceFiles(LIBS).flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return Object.entries(THROWERS).flatMap(([thrower, engine]) => {
    const found: { engine: string; code: string; keys: string[] | null; where: string }[] = [];
    const pattern = new RegExp(`${thrower.replace(/[<>]/g, '\\$&')}\\(\\s*'([a-z0-9-]+)'`, 'g');
    for (const match of source.matchAll(pattern)) {
      const open = match.index + thrower.length;
      found.push({ engine, code: match[1]!, keys: paramKeys(callText(source, open)), where: file.slice(LIBS.length) });
    }
    return found;
  });
});

describe('each message names only params the engine sends', () => {
  it('finds the call sites', () => expect(callSites.length).toBeGreaterThan(300));

  for (const locale of LOCALES)
    it(`${locale}: every call site's params fill its message`, () => {
      const refusals = ownMessagesOf(locale)['refusals'] as Tree;
      const unfilled = callSites
        .filter((site) => site.keys !== null)
        .flatMap((site) => {
          const message = subtree(refusals, site.engine)[site.code];
          if (typeof message !== 'string') return [`${site.engine}.${site.code}: no message`];
          const missing = argumentsOf(message).filter((name) => !site.keys!.includes(name));
          return missing.length ? [`${site.engine}.${site.code} (${site.where}): ${missing.join(', ')}`] : [];
        });
      expect(unfilled).toEqual([]);
    });
});

describe('a refusal in words', () => {
  const roles = decide(
    { access: 'roles', anyOf: [{ role: 'director' }] },
    { memberId: 'm1', name: 'M', grants: [] } as never,
    {},
  );
  const refused = (error: DomainError): RefusalLike => ({
    message: error.message,
    code: error.code,
    params: error.params,
  });

  it('reads the ICU arguments of a message, plural and select ones too', () => {
    expect(argumentsOf('{a} and {n, plural, one {# x {b}} other {#}} {s, select, x {y} other {{c}}}')).toEqual([
      'a',
      'n',
      'b',
      's',
      'c',
    ]);
  });

  it('keeps the engine words in English, and puts a policy refusal in Czech and Hungarian', () => {
    expect(roles.allowed).toBe(false);
    if (roles.allowed) return;
    const refusal = { message: roles.message, ...roles.refusal };
    expect(refusalInWords(refusal, 'en', translator('en'))).toBe('Only the director may do this.');
    expect(refusalInWords(refusal, 'cs', translator('cs'))).toBe('Toto smí jen vedoucí soutěže.');
    expect(refusalInWords(refusal, 'hu', translator('hu'))).toBe('Ezt csak a versenyvezető teheti meg.');
  });

  it('puts the params in, and a seat in words', () => {
    const lead = refused(new DomainError('lead-not-held', 'lead ♠A: N does not hold it', { card: 'SA', seat: 'N' }));
    expect(refusalKey(lead, translator('cs'))).toBe('bridge.lead-not-held');
    expect(refusalInWords(lead, 'cs', translator('cs'))).toContain('Sever nedrží SA');
    expect(refusalInWords(lead, 'hu', translator('hu'))).toContain('Észak kezében nincs SA');
  });

  it('tells a shared code apart by its params, and falls back to English when none fits', () => {
    const club = refused(new DomainError('rubber-over', 'deal: rubber 2 is over', { field: 'deal', rubber: 2 }));
    expect(refusalKey(club, translator('sk'))).toBe('club.rubber-over');
    expect(refusalInWords(club, 'sk', translator('sk'))).toBe('Robber 2 skončil: začnite ďalší robber.');
    const bridge = refused(new DomainError('rubber-over', 'the rubber is over (won)', { status: 'won' }));
    expect(refusalKey(bridge, translator('sk'))).toBe('bridge.rubber-over');
    const unknown = refused(new DomainError('no-such-code', 'No such thing.', {}));
    expect(refusalInWords(unknown, 'bs', translator('bs'))).toBe('No such thing.');
    const lacking = refused(new DomainError('round-ended', 'round 3 has ended', {}));
    expect(refusalInWords(lacking, 'hu', translator('hu'))).toBe('round 3 has ended');
    expect(refusalInWords({ ...lacking, params: { round: 3 } }, 'hu', translator('hu'))).toBe(
      'A(z) 3. forduló már véget ért.',
    );
  });

  it("words the API's own not-found and input refusals: what the input named, the field", () => {
    const missing = {
      message: "Board 9 of session 'S1' does not exist.",
      code: 'board-unknown',
      params: { board: 9, sessionId: 'S1' },
    };
    expect(refusalKey(missing, translator('cs'))).toBe('api.board-unknown');
    expect(refusalInWords(missing, 'en', translator('en'))).toBe("Board 9 of session 'S1' does not exist.");
    expect(refusalInWords(missing, 'cs', translator('cs'))).toBe('Krabice 9 turnaje S1 neexistuje.');
    const appeal = { message: "Appeal 'x' does not exist.", code: 'appeal-unknown', params: { appealId: 'x' } };
    expect(refusalInWords(appeal, 'hu', translator('hu'))).toBe('A(z) x fellebbezés nem létezik.');
    const input = { message: 'Session: Too small', code: 'input-invalid', params: { field: 'sessionId', problems: 2 } };
    expect(refusalInWords(input, 'sk', translator('sk'))).toBe(
      'Turnaj: údaj chýba alebo nie je platný (chýb spolu: 2).',
    );
  });

  it("names the refused field by its label in the page's language, else by its path in the input", () => {
    const field = (name: string) => ({ message: 'x', code: 'input-invalid', params: { field: name, problems: 1 } });
    expect(refusalInWords(field('hearingAt'), 'cs', translator('cs'))).toBe(
      'Čas slyšení: údaj chybí nebo není platný.',
    );
    expect(refusalInWords(field('board'), 'hu', translator('hu'))).toBe('Leosztás: az adat hiányzik vagy érvénytelen.');
    expect(refusalInWords(field('laws'), 'bs', translator('bs'))).toBe('Članovi: podatak nedostaje ili nije ispravan.');
    expect(refusalInWords(field('entrants.0.members'), 'cs', translator('cs'))).toBe(
      'entrants.0.members: údaj chybí nebo není platný.',
    );
    // Every field the shapes label has its label in every language.
    for (const locale of LOCALES)
      expect(Object.keys(FIELD_LABELS).filter((key) => !translator(locale).has(`words.field.${key}`))).toEqual([]);
    // English pages keep the API's own message, which names the field in words.
    expect(refusalInWords({ ...field('hearingAt'), message: 'Hearing time: not a date' }, 'en', translator('en'))).toBe(
      'Hearing time: not a date',
    );
  });
});

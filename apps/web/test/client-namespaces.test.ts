// The layout sends the browser only CLIENT_NAMESPACES: every namespace a component reads with
// useTranslations must be there (else its words are missing in the browser), and none other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessages } from '../src/i18n/client-namespaces';
import { messagesOf } from '../src/i18n/messages';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The namespaces (their first segment) the sources read with useTranslations('…'). */
function namespacesReadByHooks(): string[] {
  const found = new Set<string>();
  for (const file of sourcesUnder(SRC))
    for (const m of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*(?:'([^'.]*)[^']*'|([^)\s]))/g)) {
      if (m[2] !== undefined)
        throw new Error(`${file}: useTranslations without a literal namespace: list what it reads`);
      found.add(m[1]!);
    }
  return [...found].sort();
}

describe('the messages the browser is sent', () => {
  it('are the namespaces the components read with useTranslations, no more, no fewer', () => {
    expect([...CLIENT_NAMESPACES].sort()).toEqual(namespacesReadByHooks());
  });

  it('are a part of the language: the words of those namespaces as they are, the server-only ones left out', () => {
    const cs = messagesOf('cs');
    const sent = clientMessages(cs);
    expect(sent.tablePad).toEqual(cs.tablePad);
    expect(Object.keys(sent)).not.toContain('meta');
    expect(Object.keys(sent).length).toBeLessThan(Object.keys(cs).length);
  });
});

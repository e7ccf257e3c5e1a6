// Which part of the suite a test file belongs to, from what it (or the test helpers it imports,
// followed through relative imports outside src/) touches: e2e starts the built site or a browser,
// int uses a real SQLite file, PostgreSQL, Redis, a child process or an HTTP server, unit is the rest (pure).
// `npm run test:unit|test:int|test:e2e` (tools/scripts/test.mjs) run one part; `npm test` all.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PARTS = ['unit', 'int', 'e2e'] as const;
export type Part = (typeof PARTS)[number];

const E2E = /\bstartSite\b|\blaunchPhoneBrowser\b|playwright-core|tools\/scripts\/start\.mjs|\bensureSiteBuilt\b/;
const INT =
  /\bopen(Club|EventStore|EventLog|PostgresEventLog|SqliteEventLog|Site|TestClub)\b|\bcreateTestDatabase\b|from 'pg'|\bcreateServer\b|\bspawn(Sync)?\b|\bexecFile(Sync)?\b|\bmkdtemp(Sync)?\b|\btmpdir\b|better-sqlite3|\blisten\(|\bfetch\(/i;
const IMPORT = /from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function sources(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1] ?? m[2]!));
  // Test helpers are followed; the code under test (src/) is not: a unit test of a pure function
  // in an I/O library stays a unit test.
  const helpers = imported
    .filter((path) => !path.split('/').includes('src'))
    .map((path) => (path.endsWith('.ts') ? path : `${path}.ts`));
  return [text, ...helpers.flatMap((path) => sources(path, seen))];
}

// The repository's root: a folder of the path above it (a clone under /tmp/e2e/) says nothing.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function partOf(file: string): Part {
  if (relative(ROOT, resolve(file)).split('/').includes('e2e')) return 'e2e';
  const text = sources(file).join('\n');
  if (E2E.test(text)) return 'e2e';
  return INT.test(text) ? 'int' : 'unit';
}

/** The project's test files (relative to it) of one part. */
export function testFilesOf(projectDir: string, part: Part): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith('.test.ts')) found.push(path);
    }
  };
  walk(join(projectDir, 'src'));
  walk(join(projectDir, 'test'));
  return found.filter((file) => partOf(file) === part).map((file) => relative(projectDir, file));
}

// The repository's ESLint configuration, run on a small tree of real files laid out like the
// repository: each import boundary and the cycle rule must report what they exist to catch (a
// misconfigured import plugin reports nothing at all, which a clean lint cannot tell apart).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const files: Record<string, string> = {
  'libs/bridge/src/first.ts': "import { second } from './second';\nexport const first = (): unknown => second;\n",
  'libs/bridge/src/second.ts': "import { first } from './first';\nexport const second = (): unknown => first;\n",
  'libs/bridge/src/io.ts': [
    "import { readFileSync } from 'node:fs';",
    "import { join } from 'path';",
    "import Database from 'better-sqlite3';",
    "import { openEventStore } from '@club/event-store';",
    "import type { Club } from '@club/application';",
    'export type Used = [typeof readFileSync, typeof join, typeof Database, typeof openEventStore, Club];',
    '',
  ].join('\n'),
  'libs/club/src/uses-app.ts': "import { page } from '../../../apps/web/src/page';\nexport const used = page;\n",
  'libs/read-models/src/storage/runner.ts':
    "import { readFileSync } from 'node:fs';\nexport const used = readFileSync;\n",
  'libs/application/src/open.ts': "import Database from 'better-sqlite3';\nexport const used = Database;\n",
  // A subpath the API does not export: resolving the API itself would make no-cycle read most of
  // the repository (too slow for this test); the rule matches the name either way.
  'libs/auth/src/uses-api.ts': "import type { ApiError } from '@club/api/api-error';\nexport type Used = ApiError;\n",
  'libs/auth/src/store.ts': "import { createHash } from 'node:crypto';\nexport const used = createHash;\n",
  'libs/api/src/uses-use-case.ts': "import { openClub } from '@club/application';\nexport const used = openClub;\n",
  'libs/api/src/uses-shapes.ts': [
    "import { sessionSummarySchema } from '@club/application/shapes';",
    "import type { SiteUseCases } from '@club/application';",
    'export type Used = [typeof sessionSummarySchema, SiteUseCases];',
    '',
  ].join('\n'),
  'apps/web/src/page.ts': "export const page = 'page';\n",
  'apps/web/src/uses-dd.ts':
    "import { loadDoubleDummy } from '@club/double-dummy';\nexport const used = loadDoubleDummy;\n",
  'apps/web/src/uses-dd-type.ts': "import type { DdTable } from '@club/double-dummy';\nexport type Used = DdTable;\n",
  'libs/read-models/src/uses-dd.ts':
    "import { loadDoubleDummy } from '@club/double-dummy';\nexport const used = loadDoubleDummy;\n",
  'libs/application/src/jobs/dd.ts':
    "import { loadDoubleDummy } from '@club/double-dummy';\nexport const used = loadDoubleDummy;\n",
  'apps/worker/src/dd.ts':
    "import { loadDoubleDummy } from '@club/double-dummy';\nexport const used = loadDoubleDummy;\n",
  'apps/cli/src/koffi.ts': "import koffi from 'koffi';\nexport const used = koffi;\n",
  'apps/cli/src/uses-web.ts': "import { page } from '../../web/src/page';\nexport const used = page;\n",
  'apps/worker/src/uses-lib.ts':
    "import { used } from '../../../libs/application/src/open';\nexport const again = used;\n",
};

const APPLICATION_STAND_IN: Record<string, string> = {
  'package.json': JSON.stringify({
    name: '@club/application',
    type: 'module',
    exports: { '.': './src/index.ts', './shapes': './src/shapes.ts' },
  }),
  'src/index.ts': 'export const openClub = 1;\nexport type SiteUseCases = number;\nexport type Club = number;\n',
  'src/shapes.ts': 'export const sessionSummarySchema = 1;\n',
};

let root: string;
let problems: Record<string, string[]>;

// One ESLint run over the tree: seconds on an idle machine, more on a loaded CI (hence the hook's time).
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'club-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // The configuration itself, at the root of the tree, with the repository's packages.
  copyFileSync(join(repository, 'eslint.config.mjs'), join(root, 'eslint.config.mjs'));
  // The repository's packages, but for a two-file stand-in of @club/application: resolving the real
  // one would make no-cycle read most of the repository; the rules match the names either way.
  const modules = join(repository, 'node_modules');
  mkdirSync(join(root, 'node_modules', '@club'), { recursive: true });
  for (const name of readdirSync(modules).filter((n) => n !== '@club'))
    symlinkSync(join(modules, name), join(root, 'node_modules', name));
  for (const name of readdirSync(join(modules, '@club')).filter((n) => n !== 'application'))
    symlinkSync(join(modules, '@club', name), join(root, 'node_modules', '@club', name));
  for (const [path, text] of Object.entries(APPLICATION_STAND_IN)) {
    mkdirSync(dirname(join(root, 'node_modules/@club/application', path)), { recursive: true });
    writeFileSync(join(root, 'node_modules/@club/application', path), text);
  }
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(['libs', 'apps']);
  problems = Object.fromEntries(
    results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.ruleId ?? m.message)]),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import boundaries of docs/architecture.md', () => {
  test('an import cycle is reported in each of its files', () => {
    expect(problems['libs/bridge/src/first.ts']).toEqual(['import-x/no-cycle']);
    expect(problems['libs/bridge/src/second.ts']).toEqual(['import-x/no-cycle']);
  });

  test('a pure library imports no node module, I/O package or I/O library of this repository', () => {
    expect(problems['libs/bridge/src/io.ts']).toEqual([
      'import-x/no-nodejs-modules',
      'import-x/no-nodejs-modules',
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  test('a library never imports a program', () => {
    expect(problems['libs/club/src/uses-app.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  test('auth never imports the API', () => {
    expect(problems['libs/auth/src/uses-api.ts']).toEqual(['no-restricted-imports']);
  });

  test("the API takes the application's types, and of its values only the shapes", () => {
    expect(problems['libs/api/src/uses-use-case.ts']).toEqual(['no-restricted-imports']);
    expect(problems['libs/api/src/uses-shapes.ts']).toEqual([]);
  });

  test('a program never imports another program', () => {
    expect(problems['apps/cli/src/uses-web.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  test('the double-dummy solver: the worker, the CLI and the jobs call it; the site takes its types only', () => {
    expect(problems['apps/web/src/uses-dd.ts']).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(problems['apps/web/src/uses-dd-type.ts']).toEqual([]);
    expect(problems['libs/read-models/src/uses-dd.ts']).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(problems['libs/application/src/jobs/dd.ts']).toEqual([]);
    expect(problems['apps/worker/src/dd.ts']).toEqual([]);
    expect(problems['apps/cli/src/koffi.ts']).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  test('the I/O parts may do I/O, and programs may import libraries', () => {
    expect(problems['libs/read-models/src/storage/runner.ts']).toEqual([]);
    expect(problems['libs/application/src/open.ts']).toEqual([]);
    expect(problems['libs/auth/src/store.ts']).toEqual([]);
    expect(problems['apps/worker/src/uses-lib.ts']).toEqual([]);
    expect(problems['apps/web/src/page.ts']).toEqual([]);
  });
});

// `npm run lint`: typescript-eslint's recommended rules plus the import boundaries of
// docs/architecture.md — pure libraries do no I/O, libraries never import programs, programs never
// import each other, and no import cycles (inside a package or across packages).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The libraries that stay pure, as source folders (read-models' runner and interchange's file
// reader are their I/O, listed in `ioParts`).
const pureSources = [
  'libs/bridge/src/**',
  'libs/ulti/src/**',
  'libs/scoring/src/**',
  'libs/club/src/**',
  'libs/events/src/**',
  'libs/read-models/src/**',
  'libs/interchange/src/**',
];
const ioParts = [
  'libs/read-models/src/storage/**',
  'libs/read-models/src/storage-postgres/**',
  // The package's index re-exports the runner with the folds.
  'libs/read-models/src/index.ts',
  'libs/interchange/src/files/read-results-file.ts',
  // mdbtools read a BWS (Access) database from a file: the BWS import's only I/O.
  'libs/interchange/src/files/read-bws-file.ts',
  // An assertion helper for deciders' tests (node:assert); it moves to a testing library.
];

// Packages that do I/O or render: a pure library names none of them, not even for a type.
const ioPackages = [
  'better-sqlite3',
  'drizzle-orm',
  'drizzle-kit',
  'bullmq',
  'ioredis',
  'next',
  'react',
  'react-dom',
  '@club/event-store',
  '@club/application',
  '@club/api',
];

const programs = ['cli', 'web', 'worker'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      // The programs' esbuild bundles (tools/scripts/program-bundles.mjs): generated, git-ignored.
      '**/.bundle/**',
      '**/dist/**',
      '**/coverage/**',
      '.nx/**',
      'data/**',
      '.test-results/**',
      '**/test-artifacts/**',
      '**/next-env.d.ts',
      '**/drizzle/**',
      '**/test/fixtures/**',
      '**/test/**/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    settings: {
      // Read TypeScript when following imports: without these no-cycle finds no cycle at all
      // (tools/lint/test/boundaries.test.ts).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Workspace packages resolve through node_modules to their `exports` (TypeScript source);
      // relative imports name no extension.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] })],
    },
    rules: {
      // Unused names are errors, except `_`-prefixed ones kept to document a shape.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // `interface A extends B {}` names a role (a board reference used as a command's target).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file, wherever ESLint is started from.
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'libs/**',
              from: programs.map((app) => `apps/${app}/**`),
              message: 'a library never imports a program (apps/): move the shared piece into a library',
            },
            ...programs.map((app) => ({
              target: `apps/${app}/**`,
              from: programs.filter((other) => other !== app).map((other) => `apps/${other}/**`),
              message: 'a program never imports another program: move the shared piece into a library',
            })),
          ],
        },
      ],
    },
  },
  {
    files: pureSources,
    ignores: ioParts,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ioPackages.flatMap((name) => [name, `${name}/**`]),
              message: 'a pure library does no I/O (docs/architecture.md): keep this in application or storage',
            },
          ],
        },
      ],
    },
  },
  {
    // @club/auth serves the API and the web server: it never imports the API (nor, by the zone
    // above, a program).
    files: ['libs/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@club/api', '@club/api/**'],
              message: 'auth never imports the API (docs/architecture.md): the API imports auth',
            },
          ],
        },
      ],
    },
  },
  {
    // The API is compiled into the site's Next bundle: it takes the application's types, and of its
    // values only the pure shapes (@club/application/shapes), never the I/O behind the use cases.
    files: ['libs/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@club/application',
              allowTypeImports: true,
              message:
                "the API imports the application's values from '@club/application/shapes' only (the Next bundle)",
            },
          ],
        },
      ],
    },
  },
  {
    // koffi (the FFI) is the double-dummy library's own business: nothing else binds native code through it.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['libs/double-dummy/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['koffi', 'koffi/**'], message: 'only libs/double-dummy binds native code (koffi)' }] },
      ],
    },
  },
  {
    // The double-dummy solver loads a native library (libdds): the worker, the CLI and the
    // application's job wiring call it; the site and the other libraries never do (its types are fine).
    files: ['libs/**', 'apps/web/**'],
    ignores: ['libs/double-dummy/**', 'libs/application/src/jobs/**', 'libs/application/src/double-dummy/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['koffi', 'koffi/**'], message: 'only libs/double-dummy binds native code (koffi)' },
            {
              group: ['@club/double-dummy', '@club/double-dummy/**'],
              allowTypeImports: true,
              message:
                "the double-dummy solver (native libdds) is called by the worker, the CLI and the application's jobs only (docs/architecture.md)",
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts and launchers.
    files: ['**/*.mjs'],
    languageOptions: { globals: { setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
);

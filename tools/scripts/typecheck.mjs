// `npm run typecheck`, and the type-check of `npm test`: every TypeScript file of the workspace
// checked once, in two programs instead of one per project (each project's own `tsc -p`, still
// there for `npx nx run <project>:typecheck`, re-checks the source of every library it imports).
// - tsconfig.typecheck.json: every project but apps/web, with tsconfig.base.json's settings as is.
// - apps/web/tsconfig.json: the site (DOM libs, JSX, React types and Next's global declarations,
//   which the other projects must not see). The libraries it imports are in its program for their
//   types, but only the site's own files are reported: the first program checks the libraries.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'apps', 'web');

let errors = 0;
errors += check(join(root, 'tsconfig.typecheck.json'), () => true);
errors += check(join(web, 'tsconfig.json'), (file) => isInside(web, file) && !file.includes('/node_modules/'));
if (errors > 0) {
  console.error(`typecheck: ${errors} error(s)`);
  process.exit(1);
}
console.log('typecheck: no errors');

/** Builds the program of a tsconfig, prints the errors of the files `reported` selects, returns their count. */
function check(configPath, reported) {
  const started = Date.now();
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  if (config === undefined) return 1;
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ];
  let files = 0;
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile && config.options.skipLibCheck) continue;
    if (!reported(file.fileName)) continue;
    files += 1;
    diagnostics.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
  }
  report(diagnostics);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`typecheck: ${relative(root, configPath)}: ${files} files checked in ${seconds} s`);
  return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
}

function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const formatHost = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stderr.write(format(diagnostics, formatHost));
}

function isInside(dir, file) {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..');
}

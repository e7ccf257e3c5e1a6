// The only I/O of the BWS import: Debian's mdbtools print each table of the Access database as CSV
// (`mdb-tables` lists them, `mdb-export` prints one); the pure importer reads the CSV.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BWS_OPTIONAL_TABLES, BWS_REQUIRED_TABLES, type BwsTableTexts } from '../bws/bws-columns';
import { importBwsTables } from '../bws/bws-session';
import { ImportError } from '../errors/import-error';
import type { SessionResults } from '../session/session-results';

export interface MdbToolsOptions {
  /** The environment mdbtools run in (its PATH finds them); the process's by default. */
  readonly env?: NodeJS.ProcessEnv;
}

export const MDBTOOLS_MISSING =
  "mdbtools is not installed (mdb-export was not found): install Debian's mdbtools package to read a Bridgemate BWS file";

function run(tool: string, args: readonly string[], file: string, options: MdbToolsOptions): string {
  const out = spawnSync(tool, args, {
    encoding: 'utf8',
    env: options.env ?? process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.error !== undefined) {
    const missing = (out.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new ImportError({ file, line: null, field: null }, missing ? MDBTOOLS_MISSING : out.error.message);
  }
  if (out.status !== 0)
    throw new ImportError(
      { file, line: null, field: null },
      `${tool} could not read the file as an Access database: ${out.stderr.trim() || `exit ${out.status}`}`,
    );
  return out.stdout;
}

/** Each BWS table's CSV as mdb-export prints it; an optional table the database lacks is left out. */
export function exportBwsTables(path: string, file = basename(path), options: MdbToolsOptions = {}): BwsTableTexts {
  const present = new Set(
    run('mdb-tables', ['-1', path], file, options)
      .split(/\r?\n/)
      .map((t) => t.trim()),
  );
  const texts: BwsTableTexts = {};
  for (const table of [...BWS_REQUIRED_TABLES, ...BWS_OPTIONAL_TABLES])
    if (present.has(table)) texts[table] = run('mdb-export', [path, table], file, options);
  return texts;
}

/** Reads a Bridgemate BWS file into a recorded session; errors name the file by its base name. */
export function readBwsFile(path: string, options: MdbToolsOptions = {}): SessionResults {
  const file = basename(path);
  return importBwsTables(exportBwsTables(path, file, options), file);
}

/** The same for bytes received (the import page's upload): mdbtools read a file, so they go to a private temporary one. */
export function readBwsBytes(bytes: Uint8Array, file: string, options: MdbToolsOptions = {}): SessionResults {
  const dir = mkdtempSync(join(tmpdir(), 'club-bws-'));
  try {
    const path = join(dir, 'upload.bws');
    writeFileSync(path, bytes);
    return importBwsTables(exportBwsTables(path, file, options), file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// mdbtools stand-ins for tests: there is no Access writer (README), so a BWS upload is an Access header
// only and these scripts, first on the PATH, print the given tables' CSV as mdb-tables and mdb-export would.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BwsTableTexts } from '../src';

/** An Access database's header and nothing behind it: the import sends it to mdbtools. */
export const ACCESS_HEADER = Buffer.from([
  0,
  1,
  0,
  0,
  ...Buffer.from('Standard Jet DB\0'),
  ...new Array<number>(2048).fill(0),
]);

/** Writes the stand-ins into the folder `tools` (made); returns it, to put first on the PATH. */
export function fakeMdbtools(tools: string, tables: BwsTableTexts): string {
  mkdirSync(tools, { recursive: true });
  for (const [table, csv] of Object.entries(tables)) writeFileSync(join(tools, `${table}.csv`), csv!);
  const script = (tool: string, body: string) => {
    writeFileSync(join(tools, tool), `#!/bin/sh\n${body}\n`);
    chmodSync(join(tools, tool), 0o755);
  };
  script('mdb-tables', `for f in "${tools}"/*.csv; do basename "$f" .csv; done`);
  script('mdb-export', `cat "${tools}/$2.csv"`);
  return tools;
}

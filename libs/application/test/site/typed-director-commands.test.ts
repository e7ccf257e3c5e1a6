// Validate once, at the edge: the director's (and the appeals committee's) input is parsed by the API's procedure (composed of
// @club/bridge's and @club/club's schemas); the application hands the typed command straight to
// the decider, which checks the rules. No command is built untyped here and parsed back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const site = join(__dirname, '../../src/site');
const directorFiles = [
  ...readdirSync(site).filter((f) => f.startsWith('director-') && f.endsWith('.ts')),
  'appeals-commands.ts',
];

describe('the director and appeals paths parse their input once', () => {
  it('finds the director files', () => {
    expect(directorFiles).toContain('director-commands.ts');
    expect(directorFiles).toContain('director-control.ts');
  });

  it.each(directorFiles)('%s builds typed commands and parses none back', (file) => {
    const source = readFileSync(join(site, file), 'utf8');
    expect(source.match(/\bparse[A-Za-z]*Command\b/g) ?? []).toEqual([]);
    expect(source).not.toMatch(/command: unknown/);
  });
});

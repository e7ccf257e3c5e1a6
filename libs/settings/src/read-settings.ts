// readSettings(env): every setting parsed at once; a bad value is not the first error only, every
// bad setting is named in one error, so a deployment is fixed in one go.
import { resolve } from 'node:path';
import type { z } from 'zod';
import { KNOWN_OTHER, SETTINGS } from './settings-table';

type Table = typeof SETTINGS;
export type SettingName = keyof Table;
export type Settings = {
  readonly [K in SettingName]: Table[K]['default'] extends string
    ? z.output<Table[K]['schema']>
    : z.output<Table[K]['schema']> | undefined;
};

export interface ReadSettings extends Settings {
  /** The settings the environment gives (not defaulted): a library's own default applies to the others when passed on as options. */
  readonly given: ReadonlySet<SettingName>;
  /** Variables starting CLUB_ that no setting reads (a typo, or a setting that was removed): the apps warn. */
  readonly unknown: readonly string[];
}

export class SettingsError extends Error {
  /** The settings that did parse (CLUB_DB resolved): enough to say which club failed to start. */
  constructor(
    readonly problems: readonly string[],
    readonly parsed: Partial<Settings>,
  ) {
    super(problems.length === 1 ? problems[0] : `${problems.length} bad settings:\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
  }
}

export interface ReadOptions {
  /** The folder a relative CLUB_DB is resolved against (default: the current folder). */
  readonly cwd?: string;
}

export function readSettings(
  env: Readonly<Record<string, string | undefined>>,
  options: ReadOptions = {},
): ReadSettings {
  const values: Record<string, unknown> = {};
  const given = new Set<SettingName>();
  const problems: string[] = [];
  for (const [key, setting] of Object.entries(SETTINGS) as [SettingName, Table[SettingName]][]) {
    const raw = env[setting.env];
    const set = raw !== undefined && raw !== '';
    if (set) given.add(key);
    const text = set ? raw : setting.default;
    if (text === undefined) continue;
    const parsed = setting.schema.safeParse(text);
    if (parsed.success) values[key] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => issue.message));
  }
  if (values['db'] !== undefined) values['db'] = resolve(options.cwd ?? process.cwd(), values['db'] as string);
  // Many clubs by host name work on the clubs' logs in PostgreSQL (a club file holds one club).
  if (values['baseHost'] !== undefined && values['databaseUrl'] === undefined)
    problems.push(
      `CLUB_BASE_HOST (many clubs, one per host name) needs CLUB_DATABASE_URL: the clubs' logs are in PostgreSQL, a club file holds one club`,
    );
  if (problems.length > 0) throw new SettingsError(problems, values as Partial<Settings>);
  const names = new Set<string>([...Object.values(SETTINGS).map((s) => s.env), ...KNOWN_OTHER]);
  const unknown = Object.keys(env)
    .filter((name) => name.startsWith('CLUB_') && !names.has(name))
    .sort();
  return { ...(values as Settings), given, unknown };
}

/** The line the apps print for unknown CLUB_ variables (undefined when there are none). */
export function unknownSettingsWarning(settings: Pick<ReadSettings, 'unknown'>): string | undefined {
  return settings.unknown.length
    ? `unknown settings ignored (not in libs/settings/README.md): ${settings.unknown.join(', ')}`
    : undefined;
}

// The CLI's settings (CLUB_DB, CLUB_ID, CLUB_REGISTRY, …) from the environment through
// @club/settings, read once per command; a bad setting is a usage error naming every bad one.
import { readSettings, SettingsError, unknownSettingsWarning, type ReadSettings } from '@club/settings';
import { CliError } from './cli-error';

let read: ReadSettings | undefined;

export function cliSettings(): ReadSettings {
  if (read) return read;
  try {
    read = readSettings(process.env);
  } catch (error) {
    if (error instanceof SettingsError) throw new CliError(error.message);
    throw error;
  }
  const warning = unknownSettingsWarning(read);
  if (warning) process.stderr.write(`club: ${warning}\n`);
  return read;
}

export {
  readSettings,
  SettingsError,
  unknownSettingsWarning,
  type ReadOptions,
  type ReadSettings,
  type SettingName,
  type Settings,
} from './read-settings';
export { SETTINGS } from './settings-table';

export {
  readSettings,
  SettingsError,
  unknownSettingsWarning,
  type ReadOptions,
  type ReadSettings,
  type SettingName,
  type Settings,
} from './read-settings';
export * from './defaults';
export { SETTINGS } from './settings-table';

// @club/worker: see README.md
export { main } from './main';
export { settingsFrom, type WorkerSettings } from './settings';

// @club/application: see README.md
export * from './club';
export * from './registry';
export type { JobQueue, QueueMode, WorkerOptions } from './jobs/job-queue';
export { queueNameOf, queuedJobIdOf, type QueueIdentity } from './jobs/queue-identity';
export { DEFAULT_REDIS_URL, findRedis, redisReachable } from './redis/redis-url';
export { registryFromModule } from './registry-module';
export {
  appealArea,
  appealTimeline,
  decideAppealAndAdjust,
  executeAppealCommand,
  lodgeAppeal,
} from './appeal/appeal-area';
export { ultiArea } from './ulti/ulti-area';
export { rubberArea } from './rubber/rubber-area';
export * from './rubber/rubber-table-use-cases';
export { executeUltiSession, seedUltiDemoEvening, seedUltiDemoLeague } from './ulti/ulti-commands';
export { bridgeArea } from './bridge/bridge-area';
export { openTableBoardCommand, scoreClockOf } from './bridge/session-facts';
export { executeBridge, versionedEventCodec } from './bridge/bridge-commands';
export { seedBridgeDemo, type BridgeDemoOptions, type BridgeDemoSummary } from './bridge/bridge-demo';
export * from './demo';
export * from './site';

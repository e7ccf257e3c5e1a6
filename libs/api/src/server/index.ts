// @club/api/server: opening the site's services (Node only, not for the Next bundle).
export * from './open-site-services';
export * from './live-updates';
export * from './trpc-node-handler';
export * from './response-cache';
export { signInSettingsFromEnv } from '@club/auth';
export * from './request-limits';
export * from './body-limit';
export * from './request-member';
export * from './request-guard';

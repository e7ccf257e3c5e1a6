import type { NextConfig } from 'next';

// The @club/* libraries are TypeScript source: Next compiles them. better-sqlite3 is a native
// module: it stays a plain Node require on the server.
const config: NextConfig = {
  transpilePackages: [
    '@club/api',
    '@club/application',
    '@club/auth',
    '@club/bridge',
    '@club/club',
    '@club/events',
    '@club/event-store',
    '@club/interchange',
    '@club/read-models',
    '@club/scoring',
    '@club/settings',
    '@club/ulti',
  ],
  serverExternalPackages: ['better-sqlite3', 'bullmq', 'ioredis', 'qrcode'],
  poweredByHeader: false,
};

export default config;

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
  // `npm test` type-checks apps/web (tools/scripts/typecheck.mjs, over the same sources), so its
  // build skips Next's second pass (CLUB_BUILD_TYPES=skip, tools/scripts/test.mjs); `npm start` keeps it.
  typescript: { ignoreBuildErrors: process.env['CLUB_BUILD_TYPES'] === 'skip' },
};

// next-intl finds each request's language, messages and formats there (docs/translating.md).
export default createNextIntlPlugin('./src/i18n/request.ts')(config);

// The site's settings (read once by server.ts) turned into the options of what it opens: the
// libraries take values, never the environment.
import type { Settings, SiteLanguage } from '@club/settings';
import type { SiteOptions } from './open-site';
import { machineTimeZone } from './club-time-zone';
import type { RequestLimits } from './request-limits';

const MINUTE = 60_000;

export function siteOptions(s: Settings): {
  site: SiteOptions & { resultsStaleAfterMs: number };
  limits: RequestLimits;
  /** The club's time zone: CLUB_TIME_ZONE, else the machine's own. */
  timeZone: string;
  /** The club's language (CLUB_LANGUAGE): the site's when neither the visitor nor his browser names one it speaks. */
  language: SiteLanguage;
} {
  const windowMs = s.signInWindowMinutes * MINUTE;
  const timeZone = s.timeZone ?? machineTimeZone();
  return {
    site: {
      file: s.db,
      ...(s.databaseUrl ? { databaseUrl: s.databaseUrl } : {}),
      queue: s.queue,
      clubId: s.clubId,
      allowedOrigins: s.siteOrigins,
      resultsStaleAfterMs: s.resultsStaleMs,
      importSlice: s.importSlice,
      crossImpArtificialImps: s.crossImpArtificialImps,
      publicClubPage: s.publicPage,
      demo: s.demoAccounts,
      rubberLadderPeriod: s.rubberLadderPeriod,
      appealDeposit: s.appealDeposit,
      timeZone,
      club: {
        queuePrefix: s.queuePrefix,
        retryAfterMs: s.retryAfterMs,
        outboxRetentionMs: s.outboxRetentionDays * 24 * 60 * MINUTE,
        ...(s.redisUrl ? { redisUrl: s.redisUrl } : {}),
      },
      auth: {
        signInLimits: {
          pair: { max: s.signInPairFailures, windowMs },
          address: { max: s.signInAddressFailures, windowMs },
          account: { slowAfter: s.signInAccountSlowAfter, windowMs, spacingMs: s.signInAccountSpacingSeconds * 1000 },
        },
        hashSlots: { running: s.signInHashes, waiting: s.signInWaiting },
        tableEntryLimit: { max: s.tableEntries, windowMs: s.tableEntryWindowSeconds * 1000 },
      },
    },
    limits: {
      maxBodyBytes: s.maxBodyBytes,
      livePerMember: s.livePerMember,
      liveMax: s.liveMax,
      responseCacheBytes: s.responseCacheBytes,
      responseCacheEntryBytes: s.responseCacheEntryBytes,
    },
    timeZone,
    language: s.language,
  };
}

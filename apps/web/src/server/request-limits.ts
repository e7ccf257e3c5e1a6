// The site server's limits on what a request may send or hold, with their env settings:
//   CLUB_MAX_BODY_BYTES  (4 MiB)  the largest request body; a results file (2 MB) as base64 JSON fits
//   CLUB_LIVE_PER_MEMBER (4)      live-update streams one signed-in member may hold open (a few tabs)
//   CLUB_LIVE_MAX        (500)    live-update streams in all
//   CLUB_RESPONSE_CACHE_BYTES       (64 MiB) the response cache's bytes in all, least recently used dropped first
//   CLUB_RESPONSE_CACHE_ENTRY_BYTES (1 MiB)  the largest response the cache keeps
import { RESPONSE_CACHE_DEFAULTS } from './response-cache';

export interface RequestLimits {
  readonly maxBodyBytes: number;
  readonly livePerMember: number;
  readonly liveMax: number;
  readonly responseCacheBytes: number;
  readonly responseCacheEntryBytes: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxBodyBytes: 4 * 1024 * 1024,
  livePerMember: 4,
  liveMax: 500,
  responseCacheBytes: RESPONSE_CACHE_DEFAULTS.maxBytes,
  responseCacheEntryBytes: RESPONSE_CACHE_DEFAULTS.maxEntryBytes,
};

const SETTINGS = {
  maxBodyBytes: 'CLUB_MAX_BODY_BYTES',
  livePerMember: 'CLUB_LIVE_PER_MEMBER',
  liveMax: 'CLUB_LIVE_MAX',
  responseCacheBytes: 'CLUB_RESPONSE_CACHE_BYTES',
  responseCacheEntryBytes: 'CLUB_RESPONSE_CACHE_ENTRY_BYTES',
} as const;

/** The limits from the environment; a setting that is not a positive whole number stops the server, naming it. */
export function requestLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): RequestLimits {
  const limits: Record<string, number> = { ...DEFAULT_REQUEST_LIMITS };
  for (const [key, name] of Object.entries(SETTINGS)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name}: '${raw}' is not a positive whole number`);
    limits[key] = value;
  }
  return limits as unknown as RequestLimits;
}

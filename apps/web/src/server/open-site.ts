// Opens what the site's server needs, once per process: the club (its SQLite file through
// @club/application), the accounts (the auth tables in that same file; with the club's log in
// PostgreSQL, in the log's schema there, shared by every web host of the club), and the demo accounts. This runs
// outside the Next bundle (apps/web/server.ts loads it with tsx), because the store finds its
// migrations next to its own source files, which a bundle cannot do.
import {
  createSiteUseCases,
  activeMemberGrants,
  DEMO_CLUB_ID,
  demoRoleHolders,
  openClub,
  seedDemoClub,
  type Club,
  type ClubOptions,
} from '@club/application';
import { CLUB_ROLES as ROLES } from '@club/club';
import {
  createAuthStore,
  seedDemoAccounts,
  type AuthStore,
  type AuthStoreOptions,
  type DemoAccount,
  type DemoAccountOptions,
} from '@club/auth';
import { openPostgresAuthStore } from '@club/auth/postgres';
import type { ApiServices } from '@club/api';
import type { RubberLadderPeriodKind } from '@club/settings/defaults';

export interface SiteOptions {
  /** The club's SQLite file; unused with a databaseUrl. */
  readonly file: string;
  /** The club's log in PostgreSQL (CLUB_DATABASE_URL): the site works on a copy of it (openClub). */
  readonly databaseUrl?: string | undefined;
  readonly queue?: 'auto' | 'bullmq' | 'in-process';
  /** Create the demo accounts (default true). */
  readonly demo?: boolean | DemoAccountOptions;
  /** Seed the demo club (seedDemoClub) when the club's log is empty (default false). */
  readonly demoClubIfEmpty?: boolean;
  /** The club whose members and roles the site reads (default DEMO_CLUB_ID; the site passes CLUB_ID). */
  readonly clubId?: string;
  /** Results count as behind past this (default: createSiteUseCases'). */
  readonly resultsStaleAfterMs?: number;
  /** Commands an import records between two turns of the event loop (default: leagueSiteCommands'). */
  readonly importSlice?: number;
  /** Cross-IMPs: an average plus's IMPs per comparison in an imported file (default: @club/scoring's). */
  readonly crossImpArtificialImps?: number;
  /** Visitors see the latest published results (default: createSiteUseCases', members only). */
  readonly publicClubPage?: boolean;
  /** What the rubber ladder sums over (default: createSiteUseCases', the league season). */
  readonly rubberLadderPeriod?: RubberLadderPeriodKind;
  /** The deposit asked with an appeal (default: createSiteUseCases', none). */
  readonly appealDeposit?: number;
  /** The club's time zone (default: createSiteUseCases', UTC; the site passes CLUB_TIME_ZONE). */
  readonly timeZone?: string;
  /** The club's queue and outbox options (default: openClub's). */
  readonly club?: Pick<ClubOptions, 'redisUrl' | 'queuePrefix' | 'retryAfterMs' | 'outboxRetentionMs'>;
  readonly allowedOrigins?: readonly string[];
  readonly auth?: AuthStoreOptions;
  readonly log?: (line: string) => void;
}

export interface Site {
  readonly club: Club;
  readonly services: ApiServices;
  /** The demo accounts with their passwords (empty when demo is false). */
  readonly demoAccounts: readonly DemoAccount[];
  close(): Promise<void>;
}

export async function openSite(options: SiteOptions): Promise<Site> {
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const club = await openClub({
    ...options.club,
    file: options.file,
    databaseUrl: options.databaseUrl,
    clubId,
    queue: options.queue ?? 'auto',
    ...(options.log ? { log: options.log } : {}),
  });
  let closeAuth = async () => {};
  try {
    if (options.demoClubIfEmpty && club.store.headPosition() === 0) {
      await seedDemoClub(club, { clubId });
      await club.settle();
    }
    // Roles come from the club stream: an account's grants are its member's grants now (none once inactive).
    const authOptions = { ...options.auth, memberGrants: activeMemberGrants(club, clubId) };
    let auth: AuthStore;
    if (options.databaseUrl) {
      // Beside the log in PostgreSQL: every web host of the club signs in the same accounts.
      const shared = await openPostgresAuthStore({ ...authOptions, url: options.databaseUrl, clubId });
      closeAuth = () => shared.close();
      auth = shared;
    } else auth = createAuthStore(club.store.sqlite, authOptions);
    const demo = options.demo ?? true;
    const demoOptions = demo === true ? {} : demo === false ? undefined : demo;
    const demoAccounts = demoOptions
      ? await seedDemoAccounts(auth, {
          ...demoOptions,
          holders: await demoRoleHolders(club, ROLES, { clubId, ...demoOptions }),
        })
      : [];
    const services: ApiServices = {
      auth,
      site: createSiteUseCases(club, {
        clubId,
        ...pick(
          options,
          'resultsStaleAfterMs',
          'importSlice',
          'crossImpArtificialImps',
          'publicClubPage',
          'rubberLadderPeriod',
          'timeZone',
          'appealDeposit',
        ),
      }),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    };
    return {
      club,
      services,
      demoAccounts,
      close: async () => {
        await club.close();
        await closeAuth();
      },
    };
  } catch (error) {
    await club.close();
    await closeAuth();
    throw error;
  }
}

function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]])) as Partial<Pick<T, K>>;
}

/** Lines for the console: one per demo account. */
export function demoAccountLines(accounts: readonly DemoAccount[]): string[] {
  return accounts.map((a) => `  ${a.label.padEnd(20)} ${a.email.padEnd(30)} password: ${a.password}`);
}

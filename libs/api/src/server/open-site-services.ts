// Opens what the site's server needs, once per process: the club (its SQLite file through
// @club/application), the auth tables in that same file, and the demo accounts. This runs
// outside the Next bundle (apps/web/server.ts loads it with tsx), because the store finds its
// migrations next to its own source files, which a bundle cannot do.
import { createClubReader, openClub, type Club } from '@club/application';
import { createAuthStore, type AuthStoreOptions } from '../auth/auth-store';
import { seedDemoAccounts, type DemoAccount, type DemoAccountOptions } from '../auth/demo-accounts';
import { emptyClubReader } from '../reader/in-memory-club-reader';
import type { ClubReader } from '../reader/club-reader';
import type { ApiServices } from '../trpc/context';

export interface SiteOptions {
  /** The club's SQLite file. */
  readonly file: string;
  readonly queue?: 'auto' | 'bullmq' | 'in-process';
  /** Create the demo accounts (default true). */
  readonly demo?: boolean | DemoAccountOptions;
  /** Default: the application layer's createClubReader over the read models (methods a slice has not implemented yet answer empty). */
  readonly reader?: (club: Club) => ClubReader;
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
  const club = await openClub({ file: options.file, queue: options.queue ?? 'auto', ...(options.log ? { log: options.log } : {}) });
  try {
    const auth = createAuthStore(club.store.sqlite, options.auth);
    const demo = options.demo ?? true;
    const demoAccounts = demo === false ? [] : await seedDemoAccounts(auth, demo === true ? {} : demo);
    const services: ApiServices = {
      auth,
      reader: options.reader ? options.reader(club) : { ...emptyClubReader, ...createClubReader(club) },
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    };
    return { club, services, demoAccounts, close: () => club.close() };
  } catch (error) {
    await club.close();
    throw error;
  }
}

/** Lines for the console: one per demo account. */
export function demoAccountLines(accounts: readonly DemoAccount[]): string[] {
  return accounts.map((a) => `  ${a.label.padEnd(20)} ${a.email.padEnd(30)} password: ${a.password}`);
}

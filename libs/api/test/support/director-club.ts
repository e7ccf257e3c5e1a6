// A real club file for the director's caller tests: the application's site use cases over it, accounts in its SQLite file, and a clock the test moves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteUseCases, openClub, type Club } from '@club/application';
import { createAuthStore } from '@club/auth';
import type { RoleGrant } from '@club/club';
import type { ApiServices } from '../../src/trpc/context';
import { createCaller } from '../../src/router';
import { FAST_SCRYPT } from './fixture';
import { tokenCaller } from './token-caller';

export interface DirectorClub {
  readonly club: Club;
  readonly clock: { now: number };
  /** The API's services over the club, for a real HTTP server in front of them. */
  readonly services: ApiServices;
  /** The minutes after the club's start as an ISO time. */
  at(minutes: number): string;
  callerOf(memberId: string): Promise<ReturnType<typeof createCaller>>;
  close(): Promise<void>;
}

export async function openDirectorClub(
  people: Record<string, RoleGrant[]>,
  start = '2026-03-02T19:00:00Z',
): Promise<DirectorClub> {
  const dir = mkdtempSync(join(tmpdir(), 'club-director-'));
  const clock = { now: Date.parse(start) };
  const club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  const auth = createAuthStore(club.store.sqlite, { now: () => clock.now, scrypt: FAST_SCRYPT });
  for (const [memberId, grants] of Object.entries(people))
    await auth.createAccount({
      memberId,
      name: memberId,
      email: `${memberId}@club.test`,
      password: `pw-${memberId}-secret`,
      grants,
    });
  const now = () => new Date(clock.now);
  const services: ApiServices = { auth, site: createSiteUseCases(club, { now }) };
  return {
    club,
    clock,
    services,
    at: (minutes) => new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    async callerOf(memberId) {
      const { token } = await auth.signIn({
        email: `${memberId}@club.test`,
        password: `pw-${memberId}-secret`,
        clientAddress: memberId,
      });
      return tokenCaller(services, token);
    },
    async close() {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

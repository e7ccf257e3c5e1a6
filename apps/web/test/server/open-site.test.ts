// The site's services on a real club file: auth tables beside the event store, demo accounts
// seeded once for members of the club holding each role, grants read from the club stream.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clubDecider, clubStreamId } from '@club/club';
import { openSite } from '../../src/server/open-site';

const dir = mkdtempSync(join(tmpdir(), 'club-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fast = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };

describe('openSite', () => {
  it('on an empty club: admits one member per role through the club decider, seeds their accounts once, each can sign in', async () => {
    const file = join(dir, 'club.sqlite');
    const first = await openSite({ file, queue: 'in-process', auth: fast, log: () => {} });
    expect(first.demoAccounts.map((a) => a.role)).toEqual([
      'member',
      'director',
      'league-admin',
      'appeals-committee',
      'club-admin',
      'ulti-jury',
    ]);
    const granted = first.club.store.readStream(clubStreamId('demo')).map((e) => e.type);
    expect(granted.filter((t) => t === 'MemberJoined')).toHaveLength(6);
    expect(granted.filter((t) => t === 'RoleGranted')).toHaveLength(5);
    await first.close();
    const again = await openSite({ file, queue: 'in-process', auth: fast, log: () => {} });
    try {
      expect(again.club.store.readStream(clubStreamId('demo'))).toHaveLength(granted.length);
      expect(await again.services.auth.accounts()).toHaveLength(6);
      for (const account of again.demoAccounts) {
        const signedIn = await again.services.auth.signIn({
          email: account.email,
          password: account.password,
          clientAddress: 'test',
        });
        expect(signedIn.member.grants.map((g) => g.role)).toContain(account.role);
      }
      const director = await again.services.auth.signIn({
        email: 'director@demo.club',
        password: 'demo-director-pass',
        clientAddress: 'test',
      });
      expect(director.member.grants).toEqual([
        { role: 'member' },
        { role: 'director', scope: { kind: 'session', id: 'demo-session' } },
      ]);
    } finally {
      await again.close();
    }
  });

  it('on the demo club: the accounts are the members holding the roles, the director scoped by RoleGranted; a revocation applies at once', async () => {
    const site = await openSite({
      file: join(dir, 'demo.sqlite'),
      queue: 'in-process',
      demoClubIfEmpty: true,
      auth: fast,
      log: () => {},
    });
    try {
      const byRole = Object.fromEntries(site.demoAccounts.map((a) => [a.role, a.memberId]));
      // bridge-demo.ts and demo-club.ts: td2 directs the demo's sessions (scoped grants), 'to' is club and league admin.
      expect(byRole['director']).toBe('td2');
      expect(new Set(Object.values(byRole)).size).toBe(6);
      const signedIn = await site.services.auth.signIn({
        email: 'director@demo.club',
        password: 'demo-director-pass',
        clientAddress: 'test',
      });
      const scoped = signedIn.member.grants.filter((g) => g.role === 'director');
      expect(scoped.length).toBeGreaterThan(0);
      expect(scoped.every((g) => g.scope?.kind === 'session')).toBe(true);
      const [first] = scoped;
      await site.club.execute(clubStreamId('demo'), clubDecider, {
        type: 'RevokeRole',
        memberId: 'td2',
        role: 'director',
        scope: first!.scope!,
        at: '2026-11-21T12:00:00.000Z',
      });
      site.club.runner.catchUp();
      const now = (await site.services.auth.memberForToken(signedIn.token))!;
      expect(now.grants.filter((g) => g.role === 'director')).toEqual(scoped.slice(1));
      // Marked inactive, he holds no role at all, at once.
      await site.club.execute(clubStreamId('demo'), clubDecider, {
        type: 'DeactivateMember',
        memberId: 'td2',
        at: '2026-11-21T12:05:00.000Z',
      });
      site.club.runner.catchUp();
      expect((await site.services.auth.memberForToken(signedIn.token))!.grants).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

// The demo club's membership for a newcomer: a former member marked inactive (still on the roll,
// after the active ones) and a role audit whose newest changes the club administrator recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_ID, memberAdminUseCases, type MemberAdminUseCases } from '../../src';
import { openSeededDemoClub } from '../site/seeded-demo-club';

let admin: MemberAdminUseCases;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openSeededDemoClub('demo-membership-');
  admin = memberAdminUseCases(opened.club, DEMO_CLUB_ID, () => new Date().toISOString());
  close = opened.close;
}, 60_000);
afterAll(() => close());

describe("the demo club's membership", () => {
  it('shows a former member, inactive, last on the roll', () => {
    const roll = admin.memberRoll();
    expect(roll.at(-1)).toMatchObject({
      memberId: 'zz_former',
      name: 'Rezső Régi',
      deactivatedAt: '2026-11-18T10:05:00.000Z',
    });
    expect(roll.filter((m) => m.deactivatedAt !== null)).toHaveLength(1);
  });

  it('has a role audit: the newest changes by the club administrator, with scopes', () => {
    const olga = { memberId: 'to', name: 'Olga Organizer' };
    expect(admin.roleAudit().slice(0, 3)).toEqual([
      {
        at: '2026-11-18T10:30:00.000Z',
        change: 'granted',
        grant: { role: 'league-admin', scope: { kind: 'league', id: 'ulti' } },
        member: { memberId: 'ac3', name: 'Zoltán Committee' },
        by: olga,
      },
      {
        at: '2026-11-18T10:20:00.000Z',
        change: 'revoked',
        grant: { role: 'league-admin', scope: { kind: 'league', id: 'pairs' } },
        member: { memberId: 'ac1', name: expect.any(String) },
        by: olga,
      },
      {
        at: '2026-11-18T10:10:00.000Z',
        change: 'granted',
        grant: { role: 'league-admin', scope: { kind: 'league', id: 'pairs' } },
        member: { memberId: 'ac1', name: expect.any(String) },
        by: olga,
      },
    ]);
  });
});

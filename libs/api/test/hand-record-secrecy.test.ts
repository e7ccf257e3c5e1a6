// The secrecy rule (issue 7): a member sees a board only after his own pair has played it, or
// when the session is over; the session's directors always.
import { describe, expect, it } from 'vitest';
import { boardVisibility } from '../src/secrecy/hand-record-secrecy';
import type { SignedInMember } from '@club/auth';
import type { RoleGrant } from '@club/club';

const person = (memberId: string, grants: RoleGrant[] = [{ role: 'member' }]): SignedInMember => ({
  memberId,
  name: memberId,
  email: `${memberId}@x`,
  grants,
});
const running = { sessionId: 'S1', revealedToAll: false, finishedBy: [['ann', 'bob']] };

describe('hand-record secrecy', () => {
  it('shows the board to both members of a pair that has played it', () => {
    expect(boardVisibility(person('ann'), running)).toEqual({ visible: true, because: 'played-it' });
    expect(boardVisibility(person('bob'), running)).toEqual({ visible: true, because: 'played-it' });
  });
  it('hides it from a member whose pair has not played it yet', () => {
    expect(boardVisibility(person('eve'), running).visible).toBe(false);
  });
  it('hides it while the board is still being played (no result yet), even from the players', () => {
    expect(boardVisibility(person('ann'), { ...running, finishedBy: [] }).visible).toBe(false);
  });
  it('shows everything to everyone, even visitors, once the session is over', () => {
    expect(boardVisibility(person('eve'), { ...running, revealedToAll: true })).toEqual({
      visible: true,
      because: 'revealed',
    });
    expect(boardVisibility(null, { ...running, revealedToAll: true }).visible).toBe(true);
  });
  it('hides it from visitors while the session runs', () => {
    expect(boardVisibility(null, running)).toEqual({
      visible: false,
      code: 'until-every-table-played',
      reason: 'This board is hidden until every table has played it or the director closes the session.',
    });
  });
  it("shows it to the session's director, not to the director of another session", () => {
    expect(
      boardVisibility(person('dora', [{ role: 'director', scope: { kind: 'session', id: 'S1' } }]), running),
    ).toEqual({ visible: true, because: 'directs-session' });
    expect(
      boardVisibility(person('dora', [{ role: 'director', scope: { kind: 'session', id: 'S2' } }]), running).visible,
    ).toBe(false);
  });
});

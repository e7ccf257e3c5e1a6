// Federation ids in the review of an imported session, on a real SQLite club: Compscore's USEBIO file
// gives each player's NATIONAL_ID_NUMBER. A member whose name differs from the file's but who holds
// the player's id is suggested by federation id, and proposed; confirming a member without an id
// records the file's id on him, a new member is admitted with his; an id another member holds is
// refused, and the refused review records nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubStreamId } from '@club/club';
import { readMembers } from '@club/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { seedImportClub } from '../support/import-club';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { leagueReviewUseCases } from '../../src/site/league-import-review';
import type { ImportReview, ReviewImportInput } from '../../src/site/league-review-shapes';

const fixture = new URL('../../../scoring/test/oracle/fixtures/mp_pairs_mitchell.xml', import.meta.url);
const admin = { memberId: 'la' };
const AT = '2026-11-26T10:00:00.000Z';

let dir: string;
let club: Club;
let sessionId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-federation-ids-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  // The file's Player 1 is 90001 and Player 11 is 90011: members of other names hold those ids.
  await seedImportClub(club, {
    members: [
      ['la', 'Lea Admin'],
      ['anna', 'Anna Kovacs', '90001'],
      ['bela', 'Bela Nagy'],
      ['cili', 'Cili Szabo', '90011'],
    ],
    season: { seasonId: 's2022', name: 'Season 2022', year: 2022 },
    league: { leagueId: 'summer', name: 'Summer' },
  });
  await club.settle();
  const commands = leagueSiteCommands(club, 'demo');
  const { importId } = commands.importResults({ fileName: 'mp_pairs_mitchell.xml', bytes: readFileSync(fixture) });
  while (commands.importProgress(importId)!.step !== 'done') await new Promise((r) => setTimeout(r, 5));
  const recorded = await commands.recordImport({ importId, leagueId: 'summer' }, admin);
  expect(recorded).toMatchObject({ ok: true, players: { members: 0, guests: 76 } });
  sessionId = importId;
}, 60_000);

afterAll(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const review = () => leagueReviewUseCases(club, 'demo', () => AT);
const seatOf = (r: ImportReview, name: string) => r.seats.find((s) => s.name === name)!;
function decisions(r: ImportReview, over: Record<string, ReviewImportInput['seats'][number]['decision']>) {
  return r.seats.map((s) => ({
    section: s.section,
    pair: s.pair,
    seat: s.seat,
    decision:
      over[s.name] ?? (s.proposed ? { kind: 'member' as const, memberId: s.proposed } : { kind: 'guest' as const }),
  }));
}
const federationIds = () =>
  Object.fromEntries(readMembers(club.runner, 'demo').map((m) => [m.memberId, m.federationId]));

describe('matching imported players to members by federation id', () => {
  it('suggests and proposes the member holding the seat’s federation id, whatever his name', () => {
    const r = review().importReview(sessionId)!;
    expect(seatOf(r, 'Player 1')).toMatchObject({
      federationId: '90001',
      linked: null,
      proposed: 'anna',
      suggestions: [{ memberId: 'anna', name: 'Anna Kovacs', reason: 'federation-id' }],
    });
    expect(seatOf(r, 'Player 11')).toMatchObject({ federationId: '90011', proposed: 'cili' });
    expect(seatOf(r, 'Player 3')).toMatchObject({ federationId: '90003', proposed: null, suggestions: [] });
  });

  it('refuses to give a member an id another member holds, recording nothing', async () => {
    const before = club.store.readAll().length;
    const refused = await review().reviewImport(
      {
        sessionId,
        seats: decisions(review().importReview(sessionId)!, {
          'Player 4': { kind: 'new-member' },
          'Player 11': { kind: 'member', memberId: 'bela' },
        }),
      },
      admin,
    );
    expect(refused).toMatchObject({ ok: false, code: 'federation-id-held' });
    expect(club.store.readAll().length).toBe(before);
  });

  it('records the file’s id on a confirmed member who has none, and on a new member; keeps a member’s own', async () => {
    const outcome = await review().reviewImport(
      {
        sessionId,
        seats: decisions(review().importReview(sessionId)!, {
          'Player 3': { kind: 'member', memberId: 'bela' },
          'Player 4': { kind: 'new-member' },
        }),
      },
      admin,
    );
    expect(outcome).toMatchObject({ ok: true, review: 1, admitted: [{ memberId: 'player.4', name: 'Player 4' }] });
    const lastClubEvents = club.store.readStream(clubStreamId('demo')).slice(-3);
    expect(lastClubEvents.map((e) => [e.type, e.data])).toEqual([
      ['MemberFederationIdRecorded', { memberId: 'bela', federationId: '90003', at: AT }],
      ['MemberJoined', { memberId: 'player.4', name: 'Player 4', at: AT }],
      ['MemberFederationIdRecorded', { memberId: 'player.4', federationId: '90004', at: AT }],
    ]);
    expect(federationIds()).toEqual({
      la: null,
      anna: '90001',
      bela: '90003',
      cili: '90011',
      'player.4': '90004',
    });
    // The review keeps each seat's id: a correction finds the members by it again.
    const again = review().importReview(sessionId)!;
    expect(seatOf(again, 'Player 3')).toMatchObject({
      federationId: '90003',
      linked: 'bela',
      suggestions: [{ memberId: 'bela', reason: 'federation-id' }],
    });
    expect(seatOf(again, 'Player 1')).toMatchObject({ linked: 'anna' });
  });

  it('club verify: the stored read models equal a replay of the log', async () => {
    await club.settle();
    expect(club.runner.verify().differences).toEqual([]);
  });
});

// Caller test of the PBN export on the demo club in a real file: the league administrator's file of
// a session whose boards were played card by card names the scoring with its modifiers, and carries a
// game per table played, with its Auction and Play as the log holds them: read back, each table's
// calls and cards are the ones a member's replay of that table shows.
import { seedDemoClub } from '@club/application';
import { formatCall, formatContract, type Call } from '@club/bridge';
import type { RoleGrant } from '@club/club';
import { findTag, parsePbn, readGameRecord } from '@club/interchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDirectorClub, type DirectorClub } from './support/director-club';

const people: Record<string, RoleGrant[]> = {
  la: [{ role: 'league-admin' }],
  mo: [{ role: 'member' }],
};
let club: DirectorClub;

beforeAll(async () => {
  club = await openDirectorClub(people, '2026-11-30T12:00:00Z');
  await seedDemoClub(club.club);
  await club.club.settle();
}, 60_000);
afterAll(() => club.close());

describe('league.exportPbn of a session played card by card', () => {
  it("carries each played table's Auction and Play: read back, the calls and cards of the member's replay", async () => {
    const la = await club.callerOf('la');
    const mo = await club.callerOf('mo');
    const file = await la.league.exportPbn({ sessionId: 'mitchell1' });
    expect(file.text).toContain('[Scoring "MatchPoints;MP1"]');
    const games = parsePbn(file.text, file.fileName).games.filter((g) => findTag(g, 'Auction') !== undefined);
    // The demo plays each of mitchell1's 24 boards card by card at two of its tables.
    expect(games).toHaveLength(48);
    for (const game of games) {
      const record = readGameRecord(game, file.fileName);
      const at = {
        sessionId: 'mitchell1',
        section: findTag(game, 'Section')!.value,
        table: Number(findTag(game, 'Table')!.value),
        board: record.board!,
      };
      const shown = await mo.results.replay(at);
      if (!shown.content.visible) throw new Error(`board ${at.board} is hidden`);
      const steps = shown.content.steps;
      expect(record.auction!.calls.map((c) => `${c.seat} ${formatCall(c.call as Call)}`)).toEqual(
        steps.flatMap((s) => (s.kind === 'call' ? [`${s.seat} ${s.call}`] : [])),
      );
      // PBN writes a trick from the opening leader's seat; the replay in order of play: compared per trick.
      const written = (record.play?.tricks ?? []).map((t) =>
        t.cards.flatMap((c) => (c.card ? [`${c.seat} ${c.card}`] : [])).sort(),
      );
      const tricks = new Map<number, string[]>();
      for (const s of steps)
        if (s.kind === 'card') tricks.set(s.trick, [...(tricks.get(s.trick) ?? []), `${s.seat} ${s.card}`]);
      expect(written).toEqual([...tricks.values()].map((cards) => cards.sort()));
      if (shown.content.result) expect(shown.content.result.contract).toBe(formatContract(record.contract!));
    }
  });
});

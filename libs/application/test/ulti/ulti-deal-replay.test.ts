// Every deal of the demo Ulti league as its replay page reads it: each card played leaves its
// player's hand at that step, the three hands in play shrink one card each per trick, and every
// step is told in words (names, not ids; cards in words, not the record's codes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club, UltiDeal } from '../../src';
import { createUltiReader } from '../../src/site/ulti-reader';
import { openSeededDemoClub } from '../site/seeded-demo-club';

let club: Club;
let close: () => Promise<void>;
let deals: UltiDeal[];

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('ulti-deal-replay-'));
  const reader = createUltiReader(club);
  deals = reader.ultiLeagues().flatMap((l) =>
    reader
      .ultiLeague(l.leagueId)!
      .sessions.map((s) => reader.ultiSession(s.sessionId)!)
      .flatMap((s) => s.tables.flatMap((t) => t.deals.map((d) => reader.ultiDeal(s.sessionId, t.table, d.dealNo)!))),
  );
}, 120_000);
afterAll(() => close());

describe('the replay of every demo Ulti deal', () => {
  it('has deals to replay, one position per step', () => {
    expect(deals.length).toBeGreaterThan(20);
    for (const d of deals) expect(d.after).toHaveLength(d.steps.length);
  });

  it('takes each card played out of its player’s hand, and the hands shrink trick by trick', () => {
    for (const d of deals) {
      const inPlay = d.players.filter((p) => (d.hands[p] ?? []).length > 0);
      let played = 0;
      d.steps.forEach((s, i) => {
        const before = i === 0 ? d.hands : d.after[i - 1]!.hands;
        const after = d.after[i]!.hands;
        if (s.kind !== 'play') return;
        const where = `${d.sessionId} table ${d.table} deal ${d.dealNo} step ${i + 1}`;
        expect(before[s.player], where).toContain(s.detail);
        expect(after[s.player], where).not.toContain(s.detail);
        expect(after[s.player], where).toHaveLength(before[s.player]!.length - 1);
        played++;
        if (played % 3 === 0) for (const p of inPlay) expect(after[p], `${where}, ${p}`).toHaveLength(10 - played / 3);
      });
    }
  });

  it('tells every step in words, with the players’ names and the cards in words', () => {
    for (const d of deals)
      d.steps.forEach((s, i) => {
        const words = d.after[i]!.words;
        expect(words.startsWith(d.names[s.player]!) || words.startsWith('The jury'), words).toBe(true);
        expect(words, words).not.toMatch(/\b(piros|makk|tok|zold)-|undefined/);
        if (s.kind === 'play') expect(words).toMatch(/plays .+ \(the \w+ of (hearts|acorns|bells|leaves)\)/);
      });
  });
});

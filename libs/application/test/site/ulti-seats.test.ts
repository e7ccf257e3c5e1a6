// The running Ulti tables a member sits at, on the demo club (a real SQLite file): Sunday's evening
// is in play, so each player of its current round is seated at his table there; the league's closed
// Saturdays seat nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { createUltiReader } from '../../src/site/ulti-reader';
import { ultiSeatsReader } from '../../src/site/ulti-seated';
import { openSeededDemoClub } from './seeded-demo-club';

let club: Club;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('ulti-seats-'));
}, 60_000);
afterAll(() => close());

describe("a member's seats at running Ulti tables", () => {
  it("seats each player of the evening's current round at his table, and only there", () => {
    const evening = createUltiReader(club).ultiSession('ulti-evening')!;
    expect(evening.status).toBe('scheduled');
    const tablesNow = evening.tables.filter((t) => t.round === evening.round);
    expect(tablesNow.length).toBeGreaterThan(0);
    for (const t of tablesNow)
      for (const p of t.players)
        expect(ultiSeatsReader(club).ultiSeats(p)).toEqual([
          { sessionId: 'ulti-evening', round: evening.round, table: t.table },
        ]);
  });

  it('seats nobody at a closed session, nor a member who is not playing', () => {
    const closed = createUltiReader(club).ultiSession('ulti-1')!;
    expect(closed.status).toBe('closed');
    const seated = new Set(
      createUltiReader(club)
        .ultiSession('ulti-evening')!
        .tables.flatMap((t) => t.players),
    );
    const onlyClosed = closed.tables.flatMap((t) => t.players).filter((p) => !seated.has(p));
    for (const p of onlyClosed) expect(ultiSeatsReader(club).ultiSeats(p)).toEqual([]);
    expect(ultiSeatsReader(club).ultiSeats('nobody')).toEqual([]);
  });
});

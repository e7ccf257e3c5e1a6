// A ruling given through the API is recorded with the same defaults as the GiveRuling command of
// libs/club (one schema): a ruling that does not say the right to appeal was notified (Law 83)
// does not record a notification; one that says so does. Real club file, real deciders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBoardStreamId } from '@club/club';
import { openDirectorClub, type DirectorClub } from './support/director-club';

let director: DirectorClub;
const S = { sessionId: 'R1', section: 'A' };
const players = Array.from({ length: 4 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] }));

beforeAll(async () => {
  director = await openDirectorClub({ td: [{ role: 'director', scope: { kind: 'session', id: 'earlier' } }] });
  const td = await director.callerOf('td');
  await td.director.openSession({
    sessionId: 'R1',
    name: 'Rulings',
    startsAt: director.at(0),
    movement: { kind: 'howell', tables: 2, boardsPerRound: 2 },
    dealSeed: 3,
    entrants: players,
  });
});
afterAll(() => director.close());

const recordedRulings = (table: number, board: number) =>
  director.club.store
    .readStream(tableBoardStreamId({ ...S, table, board }))
    .filter((e) => e.type === 'RulingGiven')
    .map((e) => (e.data as { appealRightNotified: boolean }).appealRightNotified);

describe('a ruling through the API has the club command defaults', () => {
  it('records no Law 83 notification when the ruling does not state one', async () => {
    const td = await director.callerOf('td');
    await td.director.giveRuling({
      ...S,
      table: 1,
      board: 1,
      laws: ['16B1'],
      rulingType: 'no-rectification',
      text: 'no damage: result stands',
    });
    expect(recordedRulings(1, 1)).toEqual([false]);
  });

  it('records the notification when the director states it', async () => {
    const td = await director.callerOf('td');
    await td.director.giveRuling({
      ...S,
      table: 1,
      board: 1,
      laws: ['16B1'],
      rulingType: 'no-rectification',
      text: 'no damage: result stands',
      appealRightNotified: true,
    });
    expect(recordedRulings(1, 1)).toEqual([false, true]);
  });
});

// The demo club's rubber evening: one five-player table (four members and a guest, one cutting out
// by rubber), standard scoring, a stake of 10 per 100 points, in the season's rubber ladder; three
// rubbers, the third unfinished when the table closes (unfinished-rubber bonuses); the cut names
// each rubber's first dealer, and a deal of rubber 1 is corrected while rubber 2 is played.
import type { PlayedDeal, RubberSeating, RubberTableCommand } from '@club/club';
import type { Club } from '../club';
import { executeRubberTable } from '../rubber/rubber-table-use-cases';

export const DEMO_RUBBER_TABLE = 'rubber1';

const played = (
  dealer: string,
  contract: string,
  declarer: string,
  tricks: number,
  honours: PlayedDeal['honours'] = null,
): PlayedDeal => {
  const [, level, strain, doubling] = /^(\d)(NT|[CDHS])(X{0,2})$/.exec(contract)!;
  return {
    kind: 'played',
    dealer,
    contract: { level: Number(level), strain: strain as 'C', doubling: doubling as '' },
    declarer,
    tricks,
    honours,
  };
};
const deal = (...args: Parameters<typeof played>): RubberTableCommand => ({
  type: 'RecordRubberDeal',
  entry: played(...args),
});
/** The cut between rubbers: the new partnerships and who deals first. */
const cut = (seating: RubberSeating, firstDealer: string): RubberTableCommand => ({
  type: 'StartNextRubber',
  seating,
  firstDealer,
});

export async function seedDemoRubberEvening(
  club: Club,
  options: { clubId: string; seasonId: string; day: string },
): Promise<string> {
  const at = (time: string) => `${options.day}T${time}:00.000Z`;
  const commands: RubberTableCommand[] = [
    {
      type: 'OpenRubberTable',
      tableId: DEMO_RUBBER_TABLE,
      clubId: options.clubId,
      openedBy: 'm03',
      openedAt: at('18:00'),
      seasonId: options.seasonId,
      players: [
        { playerId: 'm03', name: 'Csilla Kovács', memberId: 'm03' },
        { playerId: 'm16', name: 'Dávid Nagy', memberId: 'm16' },
        { playerId: 'm29', name: 'Eszter Tóth', memberId: 'm29' },
        { playerId: 'm42', name: 'Ferenc Szabó', memberId: 'm42' },
        { playerId: 'guest-peter', name: 'Péter', memberId: null },
      ],
      seating: { NS: ['m03', 'm16'], EW: ['m29', 'm42'], out: 'guest-peter' },
      firstDealer: 'm03',
      variant: 'standard',
      stake: 10,
    },
    // Rubber 1, won 2–1 by Csilla and Dávid.
    deal('m03', '1NT', 'm03', 8),
    deal('m29', '2S', 'm29', 8),
    deal('m16', '4H', 'm16', 10, { player: 'm16', holding: 'four-trump-honours' }),
    deal('m42', '3NT', 'm42', 9),
    deal('m03', '4SX', 'm29', 8),
    deal('m29', '5D', 'm03', 11),
    // Rubber 2: Dávid cuts out; the guest and Eszter win 2–0 with a small slam.
    cut({ NS: ['guest-peter', 'm29'], EW: ['m03', 'm42'], out: 'm16' }, 'guest-peter'),
    deal('guest-peter', '3NT', 'guest-peter', 10),
    // A slip in rubber 1 found while rubber 2 is played: the 2♠ was declared by Ferenc, not
    // Eszter (the same side, so the same score); corrected by a new event, rubber 2 stands.
    {
      type: 'CorrectRubberDeal',
      rubber: 1,
      deal: 2,
      entry: played('m29', '2S', 'm42', 8),
      correctedBy: 'm29',
      reason: 'declared by Ferenc, not Eszter',
    },
    { type: 'RecordRubberDeal', entry: { kind: 'passed-out', dealer: 'm03' } },
    deal('m29', '6S', 'm29', 12),
    // Rubber 3: Eszter cuts out; unfinished when the table closes.
    cut({ NS: ['m16', 'm42'], EW: ['guest-peter', 'm03'], out: 'm29' }, 'm16'),
    deal('m16', '2H', 'm16', 9),
    deal('guest-peter', '3CX', 'm03', 8),
    { type: 'CloseRubberTable', closedAt: at('22:30') },
  ];
  for (const command of commands) await executeRubberTable(club, DEMO_RUBBER_TABLE, command);
  return DEMO_RUBBER_TABLE;
}

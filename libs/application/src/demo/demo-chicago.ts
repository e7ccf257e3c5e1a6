// The demo club's Chicago table: four members play one round of four deals the same evening as the
// rubber table, so a newcomer sees the vulnerability go by deal (none, dealer's side, dealer's
// side, both) and a passed-out deal redealt by the same dealer, not counted among the four.
import type { RubberTableCommand } from '@club/club';
import type { Club } from '../club';
import { executeRubberTable } from '../rubber/rubber-table-use-cases';

export const DEMO_CHICAGO_TABLE = 'chicago1';

const deal = (dealer: string, level: number, strain: 'C' | 'D' | 'H' | 'S' | 'NT', declarer: string, tricks: number) =>
  ({
    type: 'RecordRubberDeal',
    entry: { kind: 'played', dealer, contract: { level, strain, doubling: '' }, declarer, tricks, honours: null },
  }) satisfies RubberTableCommand;

export async function seedDemoChicagoTable(club: Club, options: { clubId: string; day: string }): Promise<string> {
  const at = (time: string) => `${options.day}T${time}:00.000Z`;
  // Seated N Gabi, E István, S Hanna, W Judit: the deal goes round in that order.
  const commands: RubberTableCommand[] = [
    {
      type: 'OpenRubberTable',
      tableId: DEMO_CHICAGO_TABLE,
      clubId: options.clubId,
      openedBy: 'm07',
      openedAt: at('19:00'),
      players: [
        { playerId: 'm07', name: 'Gabi Kovács', memberId: 'm07' },
        { playerId: 'm20', name: 'Hanna Nagy', memberId: 'm20' },
        { playerId: 'm33', name: 'István Tóth', memberId: 'm33' },
        { playerId: 'm46', name: 'Judit Szabó', memberId: 'm46' },
      ],
      seating: { NS: ['m07', 'm20'], EW: ['m33', 'm46'], out: null },
      firstDealer: 'm07',
      variant: 'chicago',
    },
    // Deal 1, nobody vulnerable: 2H with an overtrick, a part-score for Gabi and Hanna.
    deal('m07', 2, 'H', 'm07', 9),
    // István's first deal is passed out; he deals again, and that deal is the round's second.
    { type: 'RecordRubberDeal', entry: { kind: 'passed-out', dealer: 'm33' } },
    // Deal 2, István's side vulnerable: their game.
    deal('m33', 4, 'S', 'm33', 10),
    // Deal 3, Hanna's side vulnerable: their game.
    deal('m20', 3, 'NT', 'm20', 9),
    // Deal 4, both vulnerable: a part-score for István and Judit, with the fourth deal's bonus.
    deal('m46', 3, 'C', 'm46', 9),
    { type: 'CloseRubberTable', closedAt: at('20:00') },
  ];
  for (const command of commands) await executeRubberTable(club, DEMO_CHICAGO_TABLE, command);
  return DEMO_CHICAGO_TABLE;
}

// Deals of the demo evening entered as a score-keeper writes them (ulti-sheet/1), not card by
// card, to show what the sheet records besides won and lost: a 20-100 conceded before the first
// card, a defender's revoke ruled by the jury (renonsz) as the outcome, and a parti whose declarer
// tried a csendes ulti and was caught on the last trick. The declarer bids first: the dealer's next.
import { nextDealer, type RuleSet, type SheetRecord } from '@club/ulti';

export const DEMO_SHEET_DEALS = 3;

/** The sheet of the `kind`-th demo sheet deal (0 to DEMO_SHEET_DEALS − 1) at a table of three. */
export function demoSheetDeal(kind: number, players: readonly string[], dealer: string, ruleSet: RuleSet): SheetRecord {
  const declarer = nextDealer(players, dealer);
  const defender = nextDealer(players, declarer);
  const table = { format: 'ulti-sheet/1', ruleSet, players: [...players], dealer, declarer } as const;
  switch (kind) {
    case 0:
      return { ...table, bid: '20-100', outcome: { kind: 'conceded', when: 'before-first-card' } };
    case 1:
      return {
        ...table,
        bid: 'passz',
        outcome: { kind: 'renonsz', case: 'play-4', offender: defender, caller: declarer },
      };
    default:
      return {
        ...table,
        bid: 'passz',
        trump: 'makk',
        outcome: { kind: 'played', won: { parti: true }, silent: [{ kind: 'ulti', player: declarer, result: 'lost' }] },
      };
  }
}

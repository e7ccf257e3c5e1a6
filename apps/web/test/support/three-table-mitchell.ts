// A three-table Mitchell of six boards (two a round) on the demo club, for the browser tests'
// sessions: scheduled with the twelve members seated in order (4 per table: NS, NS, EW, EW), and
// a board played card by card at a table.
import { executeBridge, openTableBoardCommand, type Club } from '@club/application';
import { defaultDealer, formatPbnDeal, generateDeal, type Deal } from '@club/bridge';
import {
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type SessionScheduled,
  type TableBoardRef,
} from '@club/club';
import { playedBoardCommands } from '../../../../libs/application/src/bridge/demo-board';

export interface MitchellOptions {
  readonly sessionId: string;
  readonly name: string;
  readonly startsAt: string;
  readonly seated: readonly string[];
  /** The first deal's seed (the others follow it). */
  readonly dealSeed: number;
  /** The session's Law 92B period (default the Laws' 30 minutes). */
  readonly appealPeriodMinutes?: number;
  /** The Laws the session is played under (default the scheduler's, 2007). */
  readonly lawsEdition?: '1997' | '2007';
}

export async function scheduleMitchell(
  club: Club,
  o: MitchellOptions,
): Promise<{ readonly scheduled: SessionScheduled; readonly deals: ReadonlyMap<number, Deal> }> {
  const deals = new Map(
    Array.from({ length: 6 }, (_, i) => [i + 1, generateDeal(o.dealSeed + i, defaultDealer(i + 1))]),
  );
  const scheduled = (
    await executeBridge(club, sessionStreamId(o.sessionId), sessionDecider, {
      type: 'ScheduleSession',
      sessionId: o.sessionId,
      name: o.name,
      leagueId: null,
      startsAt: o.startsAt,
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
      boards: [...deals].map(([board, deal]) => ({ board, deal: formatPbnDeal(deal) })),
      entrants: [1, 2, 3].flatMap((t) => [
        { section: 'A', pair: `${t}NS`, players: [o.seated[4 * t - 4]!, o.seated[4 * t - 3]!] },
        { section: 'A', pair: `${t}EW`, players: [o.seated[4 * t - 2]!, o.seated[4 * t - 1]!] },
      ]),
      ...(o.appealPeriodMinutes === undefined ? {} : { appealPeriodMinutes: o.appealPeriodMinutes }),
      ...(o.lawsEdition === undefined ? {} : { lawsEdition: o.lawsEdition }),
    })
  ).events[0] as SessionScheduled | undefined;
  if (scheduled?.type !== 'SessionScheduled') throw new Error(`scheduling gave ${scheduled?.type}`);
  return { scheduled, deals };
}

/** Opens the board at the table and plays it card by card. */
export async function playBoard(club: Club, ref: TableBoardRef, deal: Deal, at: string): Promise<void> {
  const open = openTableBoardCommand(club.store, ref, at);
  for (const command of [open, ...playedBoardCommands(open, deal)])
    await executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, command);
}

// A bridge session for tests that need one to exist: a 3-table Mitchell of six boards (two a round),
// its twelve players `<prefix>1` … `<prefix>12`, scheduled through the session decider.
import { defaultDealer, formatPbnDeal, generateDeal } from '@club/bridge';
import { sessionDecider, sessionStreamId } from '@club/club';
import { executeBridge } from '../../src/bridge/bridge-commands';

export async function scheduleSmallMitchell(
  club: Parameters<typeof executeBridge>[0],
  sessionId: string,
  options: { readonly prefix: string; readonly name?: string; readonly startsAt?: string },
): Promise<void> {
  const { prefix } = options;
  await executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
    type: 'ScheduleSession',
    sessionId,
    name: options.name ?? `Pairs ${sessionId}`,
    startsAt: options.startsAt ?? '2026-11-21T18:00:00.000Z',
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: Array.from({ length: 6 }, (_, i) => ({
      board: i + 1,
      deal: formatPbnDeal(generateDeal(7000 + i, defaultDealer(i + 1))),
    })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [`${prefix}${4 * t - 3}`, `${prefix}${4 * t - 2}`] },
      { section: 'A', pair: `${t}EW`, players: [`${prefix}${4 * t - 1}`, `${prefix}${4 * t}`] },
    ]),
  } as never);
}

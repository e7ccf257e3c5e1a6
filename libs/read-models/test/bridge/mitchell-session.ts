// A hand-built 3-table Mitchell pairs session (3 rounds × 2 boards, boards 1–6), scored in
// matchpoints. Board 1 at table 1 is played call by call and card by card; every other table enters
// its result. Board 4 at table 1 gets an artificial A60/40; board 5 at table 2 is corrected after
// the correction period with a 79C2 authorisation; 3NS gets a procedural penalty of 25 % of a top.
//
// Seating (Mitchell, EW move up, boards down): round 1: T1 1NS–1EW b1-2, T2 2NS–2EW b3-4, T3 3NS–3EW b5-6;
// round 2: T1 1NS–3EW b3-4, T2 2NS–1EW b5-6, T3 3NS–2EW b1-2; round 3: T1 1NS–2EW b5-6, T2 2NS–3EW b1-2, T3 3NS–1EW b3-4.
import { parseCall, type Card, type Seat, type TableBoardCommand } from '@club/bridge';
import type { ClubTableBoardCommandInput, SessionScheduled } from '@club/club';
import { ClubLog, publicationOf } from './club-log';

export const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
export const PUBLISHED_AT = '2026-11-21T21:00:00.000Z';

const RANKS = 'AKQJT98765432';
const c = (level: number, strain: string, doubling = '') => ({ level, strain, doubling }) as never;
const enter = (
  contract: ReturnType<typeof c> | 'Pass',
  declarer: Seat | null,
  tricks: number | null,
  lead?: Card,
): TableBoardCommand => ({ type: 'EnterResult', contract, declarer, tricks, ...(lead ? { lead } : {}) });

function fullBoardOne(): ClubTableBoardCommandInput[] {
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  const calls: TableBoardCommand[] = '7S P P P'
    .split(' ')
    .map((t, i) => ({ type: 'MakeCall', seat: order[i]!, call: parseCall(t) }));
  const card = (seat: Seat, suit: string, i: number): TableBoardCommand => ({
    type: 'PlayCard',
    seat,
    card: `${suit}${RANKS[i]}` as Card,
  });
  const play = [card('E', 'H', 0), card('S', 'D', 0), card('W', 'C', 0), card('N', 'S', 0)];
  for (let i = 1; i < 13; i++) play.push(card('N', 'S', i), card('E', 'H', i), card('S', 'D', i), card('W', 'C', i));
  return [...calls, ...play, { type: 'AgreeTricks', tricks: 13, at: '2026-11-21T18:20:00.000Z' }];
}

export function mitchellLog(
  options: { correctLate?: boolean; scoring?: 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS' } = {},
): { log: ClubLog; schedule: SessionScheduled } {
  const log = new ClubLog();
  log.league('pairs26', {
    type: 'CreateLeague',
    leagueId: 'pairs26',
    seasonId: 's2026',
    name: 'Pairs league',
    game: 'bridge',
    rankingRule: { kind: 'points-per-place', table: [10, 6, 4] },
  });
  const [schedule] = log.session('mon1', {
    type: 'ScheduleSession',
    sessionId: 'mon1',
    name: 'Monday pairs',
    leagueId: 'pairs26',
    startsAt: '2026-11-21T18:00:00.000Z',
    form: 'pairs',
    scoring: options.scoring ?? 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board, deal: board === 1 ? ONE_SUIT_EACH : null })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [`n${t}`, `s${t}`] },
      { section: 'A', pair: `${t}EW`, players: [`e${t}`, `w${t}`] },
    ]),
  }) as [SessionScheduled];
  const board = (table: number, b: number, commands: readonly ClubTableBoardCommandInput[]) =>
    log.board(schedule, 'A', table, b, commands);
  const clock = { now: '2026-11-21T19:00:00.000Z', publication: null };

  // Board 1 (N, None): 7S= by N +1510 (played out, East led the ♥A), 6S+1 +1010 (the ♥K lead entered), 4S+3 +510 (no lead entered).
  board(1, 1, fullBoardOne());
  board(3, 1, [enter(c(6, 'S'), 'N', 13, 'HK')]);
  board(2, 1, [enter(c(4, 'S'), 'N', 13)]);
  // Board 2 (E, NS vul): 3NT= by S +600 twice, 4S= by E -420.
  board(1, 2, [enter(c(3, 'NT'), 'S', 9)]);
  board(3, 2, [enter(c(4, 'S'), 'E', 10)]);
  board(2, 2, [enter(c(3, 'NT'), 'S', 9)]);
  // Board 3 (S, EW vul): 2H= +110, 3H-1 -50, 2H+1 +140.
  board(2, 3, [enter(c(2, 'H'), 'N', 8)]);
  board(1, 3, [enter(c(3, 'H'), 'N', 8)]);
  board(3, 3, [enter(c(2, 'H'), 'N', 9)]);
  // Board 4 (W, All vul): table 1 fouled: A60/40 (1NS not at fault, 3EW at fault); 3NT= +600; 3NT-1 -100.
  board(1, 4, [
    {
      type: 'CallDirector',
      callId: 'c1',
      calledBy: 'N',
      stage: 'play',
      irregularity: 'East holds 14 cards',
      at: '2026-11-21T18:50:00.000Z',
    },
    {
      type: 'GiveRuling',
      rulingId: 'r1',
      laws: ['13A', '12C2a'],
      rulingType: 'artificial-adjusted-score',
      offendingSide: 'EW',
      text: 'board cannot be played normally',
      appealRightNotified: true,
      at: '2026-11-21T18:55:00.000Z',
    },
    {
      type: 'AdjustScore',
      rulingId: 'r1',
      laws: ['12C2a'],
      ns: { kind: 'artificial', grade: 'A+' },
      ew: { kind: 'artificial', grade: 'A-' },
      clock,
    },
  ]);
  board(2, 4, [enter(c(3, 'NT'), 'S', 9)]);
  board(3, 4, [enter(c(3, 'NT'), 'S', 8)]);
  // Board 5 (N, NS vul): 4S= +620; table 2 entered 4S-1 -100 (a tabulation error, corrected to 4S= +620); 4S+1 +650.
  board(3, 5, [enter(c(4, 'S'), 'N', 10)]);
  board(2, 5, [enter(c(4, 'S'), 'N', 9)]);
  board(1, 5, [enter(c(4, 'S'), 'N', 11)]);
  // Board 6 (E, EW vul): 1NT= by W -90; passed out 0; 2S-1 by N -50.
  board(3, 6, [
    enter(c(1, 'NT'), 'W', 7),
    {
      type: 'AssessProceduralPenalty',
      contestant: '3NS',
      amount: 25,
      unit: '%top',
      law: '90B8',
      at: '2026-11-21T19:30:00.000Z',
    },
  ]);
  board(2, 6, [enter('Pass', null, null)]);
  board(1, 6, [enter(c(2, 'S'), 'N', 7)]);

  const [published] = log.session('mon1', { type: 'MakeOfficialScoreAvailable', availableAt: PUBLISHED_AT });
  if (options.correctLate !== false) {
    const publication = publicationOf(published as never);
    board(2, 5, [
      {
        type: 'AuthorizeLateScoreCorrection',
        authorizationId: 'a1',
        directorId: 'td1',
        organizerId: 'to1',
        attestation: 'both score slips show ten tricks',
        at: '2026-11-21T21:40:00.000Z',
      },
      {
        type: 'CorrectResult',
        after: { contract: '4S', declarer: 'N', tricks: 10 },
        reason: 'tabulation-error',
        authorizationId: 'a1',
        clock: { now: '2026-11-21T21:41:00.000Z', publication },
      },
    ]);
  }
  return { log, schedule };
}

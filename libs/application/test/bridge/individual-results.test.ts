// An individual event on a real SQLite club: 8 players on 2 tables over 7 rounds (a whist
// tournament), one board a round; every result entered, a procedural penalty on one partnership,
// the score published; the results job writes each player's standing, scorecard and score.
import { describe, expect, test } from 'vitest';
import {
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  clubTableBoardCommandOf,
  type ClubTableBoardCommandInput,
  type SessionCommand,
  type SessionScheduled,
} from '@club/club';
import type { Scorecard, SessionResults } from '@club/read-models';
import { executeBridge, openTableBoardCommand, registry } from '../../src';
import { exportSessionUsebio } from '../../src/site/league-export-usebio';
import { createResultsReader } from '../../src/site/results-reader';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('an individual event through the application layer', () => {
  test("per-player standings: each player scores his side's matchpoints; a partnership's penalty reaches both its players", async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const session = (command: SessionCommand) => executeBridge(club, sessionStreamId('xmas'), sessionDecider, command);
    const [scheduled] = (
      await session({
        type: 'ScheduleSession',
        sessionId: 'xmas',
        name: 'Christmas individual',
        startsAt: '2026-12-20T18:00:00.000Z',
        form: 'individual',
        scoring: 'MP',
        sections: [{ section: 'A', movement: { kind: 'individual', tables: 2, boardsPerRound: 1 } }],
        boards: Array.from({ length: 7 }, (_, i) => ({ board: i + 1 })),
        entrants: Array.from({ length: 8 }, (_, i) => ({ section: 'A', pair: String(i + 1), players: [`m${i + 1}`] })),
      })
    ).events as unknown as [SessionScheduled];
    const movement = scheduled.sections[0]!.movement;
    const board = (table: number, b: number, command: ClubTableBoardCommandInput) =>
      executeBridge(
        club,
        tableBoardStreamId({ sessionId: 'xmas', section: 'A', table, board: b }),
        tableBoardStreamDecider,
        clubTableBoardCommandOf(command),
      );
    // Board r in round r: table 1 makes 4S (+420), table 2 goes one down (-50): table 1's North-South and table 2's East-West win it.
    for (const a of movement.assignments) {
      const b = a.boards[0]!;
      await board(
        a.table,
        b,
        openTableBoardCommand(
          club.store,
          { sessionId: 'xmas', section: 'A', table: a.table, board: b },
          '2026-12-20T18:10:00.000Z',
        ),
      );
      await board(a.table, b, {
        type: 'EnterResult',
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'N',
        tricks: a.table === 1 ? 10 : 9,
      });
    }
    // Round 1, table 2: the East-West partnership is penalised 25 % of a top (half a matchpoint of the top 2).
    const penalised = movement.assignments.find((a) => a.round === 1 && a.table === 2)!;
    await board(2, 1, {
      type: 'AssessProceduralPenalty',
      contestant: penalised.ew,
      amount: 25,
      unit: '%top',
      law: '90B2',
      at: '2026-12-20T19:00:00.000Z',
    });
    await session({ type: 'MakeOfficialScoreAvailable', availableAt: '2026-12-20T21:00:00.000Z' });
    await club.settle();

    const wins = (player: string) =>
      movement.assignments.filter((a) =>
        (a.table === 1 ? [a.seats!.N, a.seats!.S] : [a.seats!.E, a.seats!.W]).includes(player),
      ).length;
    const results = club.runner.derived('bridge-results', 'xmas')!.doc as SessionResults;
    const [section] = results.sections;
    expect(section!.totals).toHaveLength(8);
    const fined = new Set([penalised.seats!.E, penalised.seats!.W]);
    for (const t of section!.totals) {
      const off = fined.has(t.pair) ? 0.5 : 0;
      expect([t.players, t.boardsPlayed, t.total, t.penalties, t.field]).toEqual([
        [`m${t.pair}`],
        7,
        2 * wins(t.pair) - off,
        off,
        'all',
      ]);
      expect(t.percentage).toBeCloseTo((100 * (2 * wins(t.pair) - off)) / 14, 9);
    }
    // Player 8 sits North at table 1 every round: 14 of 14, first.
    expect(section!.totals[0]).toMatchObject({ pair: '8', total: 14, percentage: 100, rank: '1' });
    const totals = section!.totals.map((t) => t.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // Player 8's scorecard lists his 7 boards with his partnerships' opponents; his member's score carries the percentage.
    const card = club.runner.derived('bridge-scorecard', 'xmas.A.8')!.doc as Scorecard;
    expect(card.rows.map((r) => [r.round, r.board, r.direction, r.matchpoints])).toEqual(
      Array.from({ length: 7 }, (_, i) => [i + 1, i + 1, 'NS', 2]),
    );
    expect(club.runner.derived('bridge-player-score', 'xmas.m8')!.doc).toMatchObject({
      pair: '8',
      partners: [],
      percentage: 100,
      rank: '1',
      fieldSize: 8,
    });
    expect(club.runner.verify().ok).toBe(true);

    // Hand-record secrecy reads who has played a board: in an individual, the four players of each
    // table's two partnerships (board 1 is played in round 1 only, at both tables).
    const round1 = movement.assignments.filter((a) => a.round === 1);
    const seated = round1.flatMap((a) => [a.seats!.N, a.seats!.E, a.seats!.S, a.seats!.W].map((p) => [`m${p}`]));
    expect(createResultsReader(club).board('xmas', 1)!.finishedBy).toEqual(expect.arrayContaining(seated));
    expect(createResultsReader(club).board('xmas', 1)!.finishedBy).toHaveLength(8);

    // USEBIO writes pairs events: an individual is refused, named, and nothing is written.
    expect(exportSessionUsebio(club, 'xmas', { clubName: 'Club', federationIdOf: () => null })).toEqual({
      refused: "Session 'xmas' is an individual event: a USEBIO pairs event holds pairs; export it as PBN.",
      code: 'usebio-individual',
      params: { sessionId: 'xmas' },
    });
  });
});

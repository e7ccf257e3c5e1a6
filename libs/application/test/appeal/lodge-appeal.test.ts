// Lodging an appeal through the application layer on a real SQLite file: the session's stored
// publication decides the deadline; the timeline is read from the stored read model.
import { describe, expect, it } from 'vitest';
import {
  parseAppealCommand,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type AppealCommand,
  type ScheduleSession,
} from '@club/club';
import {
  appealArea,
  appealTimeline,
  decideAppealAndAdjust,
  executeAppealCommand,
  lodgeAppeal,
  openClub,
  type Club,
} from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const BOARD = tableBoardStreamId({ sessionId: 'tue1', section: 'A', table: 1, board: 2 });

const schedule: ScheduleSession = {
  type: 'ScheduleSession',
  sessionId: 'tue1',
  name: 'Tuesday pairs',
  startsAt: '2026-11-24T18:00:00.000Z',
  form: 'pairs',
  scoring: 'MP',
  sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
  boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board, deal: null })),
  entrants: [1, 2, 3].flatMap((t) => [
    { section: 'A', pair: `${t}NS`, players: [`n${t}`, `s${t}`] },
    { section: 'A', pair: `${t}EW`, players: [`e${t}`, `w${t}`] },
  ]),
  appealPeriodMinutes: 60,
};

const request = {
  appealId: 'ap1',
  tableBoardStream: BOARD,
  rulingIds: ['r1'],
  appellant: { contestant: '1EW', memberId: 'e1' },
  viaDirectorId: 'td1',
  grounds: 'no damage',
};

/** The session scheduled, board 2 at table 1 with ruling r1, the official score made available at 21:00. */
async function publishedBoard(club: Club) {
  await club.execute(sessionStreamId('tue1'), sessionDecider, schedule);
  await club.execute(BOARD, tableBoardStreamDecider, {
    type: 'OpenTableBoard',
    sessionId: 'tue1',
    section: 'A',
    table: 1,
    round: 1,
    board: 2,
    ns: '1NS',
    ew: '1EW',
    dealer: 'E',
    vulnerability: 'NS',
    deal: null,
    at: '2026-11-24T18:05:00.000Z',
  });
  await club.execute(BOARD, tableBoardStreamDecider, {
    type: 'GiveRuling',
    rulingId: 'r1',
    laws: ['16B1', '12C1'],
    rulingType: 'assigned-adjusted-score',
    offendingSide: 'EW',
    rectifications: [],
    text: 'the hesitation suggested the raise',
    appealRightNotified: true,
    at: '2026-11-24T18:30:00.000Z',
  });
  await club.execute(sessionStreamId('tue1'), sessionDecider, {
    type: 'MakeOfficialScoreAvailable',
    availableAt: '2026-11-24T21:00:00.000Z',
  });
}

describe('lodgeAppeal', () => {
  it("reads the session's publication: inside the tournament's 60 minutes accepted, after them refused; the timeline follows", async () => {
    const club = await openClub({ file: clubs.path(), queue: 'in-process', registry: appealArea, log: () => {} });
    try {
      await publishedBoard(club);

      await expect(lodgeAppeal(club, { ...request, appealId: 'late' }, '2026-11-24T22:00:01.000Z')).rejects.toThrow(
        'appeal lodged at 22:00:01 is out of time: the deadline was 22:00:00 (official score made available 21:00:00 + 60 min, Law 92B)',
      );
      const lodged = await lodgeAppeal(club, request, '2026-11-24T21:59:59.000Z');
      expect(lodged.events[0]).toMatchObject({
        type: 'AppealLodged',
        appealDeadline: '2026-11-24T22:00:00.000Z',
        concurrenceFrom: 'w1',
        edition: '2007',
      });
      await executeAppealCommand(club, 'ap1', {
        type: 'RecordConcurrence',
        memberId: 'w1',
        concurrence: 'concurs',
        at: '2026-11-24T22:01:00.000Z',
      });

      await club.settle();
      const t = appealTimeline(club, 'ap1', '2026-11-24T22:05:00.000Z')!;
      expect(t.entries.map((e) => e.type)).toEqual([
        'TableBoardOpened',
        'RulingGiven',
        'OfficialScoreMadeAvailable',
        'AppealLodged',
        'AppealConcurrenceRecorded',
      ]);
      expect(t.deadlines.find((d) => d.name === 'appeal')).toEqual({
        name: 'appeal',
        law: '92B',
        at: '2026-11-24T22:00:00.000Z',
        passed: true,
      });
      expect(appealTimeline(club, 'late', '2026-11-24T22:05:00.000Z')).toBeUndefined();
    } finally {
      await club.close();
    }
  });
});

/** The published board's appeal ap1, lodged, routed to the committee and heard. */
type AdjustedScoreOnAppeal = NonNullable<Parameters<typeof decideAppealAndAdjust>[2]['newAdjustedScore']>['ns'];

/** The committee, after the hearing, varies the ruling to `score` for both sides. */
function variedByCommittee(
  club: Parameters<typeof publishedBoard>[0],
  score: AdjustedScoreOnAppeal,
  law: string,
  text: string,
) {
  return decideAppealAndAdjust(
    club,
    'ap1',
    {
      type: 'DecideAppeal',
      body: 'appeals-committee',
      outcome: 'varied',
      newAdjustedScore: { ns: score, ew: score },
      laws: [law],
      recommendation: null,
      meritless: false,
      deposit: null,
      decidedBy: ['ac1', 'ac2', 'ac3'],
      text,
      at: '2026-11-24T22:40:00.000Z',
    },
    '2026-11-24T22:41:00.000Z',
  );
}

async function heardAppeal(club: Parameters<typeof publishedBoard>[0]): Promise<void> {
  await publishedBoard(club);
  await lodgeAppeal(club, request, '2026-11-24T21:30:00.000Z');
  const steps: AppealCommand[] = [
    { type: 'RecordConcurrence', memberId: 'w1', concurrence: 'concurs', at: '2026-11-24T21:31:00.000Z' },
    {
      type: 'RouteAppeal',
      chiefDirectorId: 'ctd',
      committeeAvailable: true,
      parts: [{ partId: 'facts', kind: 'fact-judgement', question: 'was there an alternative?' }],
      at: '2026-11-24T21:35:00.000Z',
    },
    {
      type: 'ScheduleHearing',
      body: 'appeals-committee',
      hearingAt: '2026-11-24T22:00:00.000Z',
      panel: ['ac1', 'ac2', 'ac3'],
      at: '2026-11-24T21:36:00.000Z',
    },
    {
      type: 'RecordHearing',
      body: 'appeals-committee',
      attendees: ['e1', 'w1', 'n1', 's1'],
      at: '2026-11-24T22:20:00.000Z',
    },
  ];
  // Written as callers write them (defaults left out): parsed first, then executed typed.
  for (const c of steps) await executeAppealCommand(club, 'ap1', parseAppealCommand(c));
}

describe('decideAppealAndAdjust', () => {
  it("puts the decision's adjusted score on the board, marked with the appeal, after the 92B period", async () => {
    const club = await openClub({ file: clubs.path(), queue: 'in-process', registry: appealArea, log: () => {} });
    try {
      await heardAppeal(club);
      // 3NT by S making 9 tricks, NS vulnerable: 600 (Law 77), assigned to both sides.
      const score = { kind: 'assigned', outcome: { contract: '3NT', declarer: 'S', tricks: 9 } } as const;
      const { adjustment } = await variedByCommittee(club, score, '12C1e', 'varied to 3NT=');
      expect(adjustment!.events[0]).toMatchObject({
        type: 'ScoreAdjusted',
        rulingId: 'r1',
        appealId: 'ap1',
        laws: ['12C1e'],
        balanced: true,
        adjustment: { ns: { kind: 'assigned', outcome: { scoreNS: 600 } } },
      });
    } finally {
      await club.close();
    }
  });
  it('takes a weighted score of three results from the appeals committee (Law 12C1c)', async () => {
    const club = await openClub({ file: clubs.path(), queue: 'in-process', registry: appealArea, log: () => {} });
    try {
      await heardAppeal(club);
      const score = {
        kind: 'weighted' as const,
        parts: [
          { weight: 0.5, outcome: { scoreNS: 600 } },
          { weight: 0.3, outcome: { scoreNS: 150 } },
          { weight: 0.2, outcome: { scoreNS: -100 } },
        ],
      };
      const { adjustment } = await variedByCommittee(club, score, '12C1c', 'three results were likely');
      expect(adjustment!.events[0]).toMatchObject({
        type: 'ScoreAdjusted',
        appealId: 'ap1',
        adjustment: { ns: { kind: 'weighted', parts: [{ weight: 0.5 }, { weight: 0.3 }, { weight: 0.2 }] } },
      });
    } finally {
      await club.close();
    }
  });
});

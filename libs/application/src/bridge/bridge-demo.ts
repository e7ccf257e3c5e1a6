// The bridge part of `club demo`: a club with members and officials, a season and a pairs league,
// a two-section Mitchell of 24 boards (section A tables 1–2 called and played card by card, every
// other table entered by the table scorer), director rulings (an artificial and a weighted adjusted
// score, a procedural penalty, a late 79C2 correction), a Howell and a two-room teams match.
// Deterministic: the deals come from the seed.
import { formatPbnDeal, generateDeal, defaultDealer, seededRandom, type Deal, type FinalContract } from '@club/bridge';
import {
  clubDecider,
  clubStreamId,
  leagueDecider,
  leagueStreamId,
  seasonDecider,
  seasonStreamId,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type ClubTableBoardCommand,
  type ScheduleSession,
  type SessionCommand,
  type TableBoardRef,
} from '@club/club';
import type { CommandMetadata } from '@club/event-store';
import type { Club } from '../club';
import { rulingIdOf } from '../site/ruling-id-of';
import { executeBridge } from './bridge-commands';
import { demoContract, demoLead, playedBoardCommands } from './demo-board';
import { openTableBoardCommand, scoreClockOf } from './session-facts';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';

export interface BridgeDemoOptions {
  readonly clubId?: string;
  readonly seed?: number;
  /** The first session's day (YYYY-MM-DD); the Howell is two days later, the teams match four. */
  readonly date?: string;
}

export interface BridgeDemoSummary {
  readonly clubId: string;
  readonly leagueId: string;
  readonly sessions: readonly string[];
  /** Rulings given, for the appeals part of the demo. */
  readonly rulings: readonly { readonly sessionId: string; readonly stream: string; readonly rulingId: string }[];
}

const FIRST = [
  'Anna',
  'Béla',
  'Csilla',
  'Dávid',
  'Eszter',
  'Ferenc',
  'Gabi',
  'Hanna',
  'István',
  'Judit',
  'Károly',
  'Lili',
];
const LAST = ['Kovács', 'Nagy', 'Tóth', 'Szabó'];
const member = (i: number) => `m${String(i).padStart(2, '0')}`;
/** A demo player's number with the federation (m01 is 70001): an imported file's NATIONAL_ID_NUMBER finds him by it. */
export const demoFederationId = (i: number) => String(70000 + i);

export async function seedBridgeDemo(
  club: Club,
  options: BridgeDemoOptions = {},
  metadata: CommandMetadata = { actor: { id: 'demo', role: 'director' } },
): Promise<BridgeDemoSummary> {
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const seed = options.seed ?? 2026;
  const date = options.date ?? '2026-11-16';
  let day = 0;
  // Monday's session on `date`, Wednesday's two days later, Friday's four.
  const at = (time: string) => new Date(Date.parse(`${date}T${time}:00.000Z`) + day * 86_400_000).toISOString();
  const exec = <C, E extends { type: string; schemaVersion: number }, S>(
    stream: string,
    decider: Parameters<typeof executeBridge<C, E, S>>[2],
    command: C,
  ) => executeBridge(club, stream, decider, command, metadata);

  await exec(clubStreamId(clubId), clubDecider, {
    type: 'FoundClub',
    clubId,
    name: 'Demo Bridge Club',
    at: at('09:00'),
  });
  for (let i = 1; i <= 48; i++)
    await exec(clubStreamId(clubId), clubDecider, {
      type: 'AdmitMember',
      memberId: member(i),
      name: `${FIRST[(i - 1) % 12]} ${LAST[Math.floor((i - 1) / 12)]}`,
      federationId: demoFederationId(i),
      at: at('09:00'),
    });
  for (const [id, name] of [
    ['td', 'Tamás Director'],
    ['to', 'Olga Organizer'],
    ['ac1', 'Ágnes Committee'],
    ['ac2', 'Miklós Committee'],
  ] as const) {
    await exec(clubStreamId(clubId), clubDecider, { type: 'AdmitMember', memberId: id, name, at: at('09:00') });
  }
  await exec(clubStreamId(clubId), clubDecider, {
    type: 'GrantRole',
    memberId: 'td',
    role: 'director',
    at: at('09:00'),
  });
  await exec(clubStreamId(clubId), clubDecider, {
    type: 'GrantRole',
    memberId: 'to',
    role: 'club-admin',
    at: at('09:00'),
  });
  await exec(clubStreamId(clubId), clubDecider, {
    type: 'GrantRole',
    memberId: 'to',
    role: 'league-admin',
    at: at('09:00'),
  });
  for (const id of ['ac1', 'ac2'])
    await exec(clubStreamId(clubId), clubDecider, {
      type: 'GrantRole',
      memberId: id,
      role: 'appeals-committee',
      at: at('09:00'),
    });

  const seasonId = `s${date.slice(0, 4)}`;
  const leagueId = 'pairs';
  await exec(seasonStreamId(seasonId), seasonDecider, {
    type: 'OpenSeason',
    seasonId,
    clubId,
    name: `Season ${date.slice(0, 4)}`,
    startsOn: `${date.slice(0, 4)}-01-01`,
    endsOn: `${date.slice(0, 4)}-12-31`,
  });
  await exec(leagueStreamId(leagueId), leagueDecider, {
    type: 'CreateLeague',
    leagueId,
    seasonId,
    name: 'Pairs league',
    game: 'bridge',
    rankingRule: { kind: 'best-n-of-m', n: 2 },
  });

  const deals = new Map<number, Deal>();
  const dealOf = (sessionSeed: number, board: number) => {
    const key = sessionSeed * 100 + board;
    if (!deals.has(key)) deals.set(key, generateDeal(key, defaultDealer(board)));
    return deals.get(key)!;
  };
  const boards = (sessionSeed: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ board: i + 1, deal: formatPbnDeal(dealOf(sessionSeed, i + 1)) }));
  const session = (sessionId: string, command: SessionCommand) =>
    exec(sessionStreamId(sessionId), sessionDecider, command);
  const random = seededRandom(seed);
  const rulings: { sessionId: string; stream: string; rulingId: string }[] = [];

  /** Opens and fills every table-board of a session's movement: played out where `played`, else entered. */
  const fill = async (
    schedule: ScheduleSession,
    sessionSeed: number,
    played: (section: string, table: number) => boolean,
    extra: (ref: TableBoardRef, seated: { ns: string; ew: string }) => ClubTableBoardCommand[],
  ) => {
    const scheduled = sessionDecider.decide(schedule, sessionDecider.initialState)[0]!;
    if (scheduled.type !== 'SessionScheduled') return;
    for (const section of scheduled.sections) {
      for (const a of section.movement.assignments) {
        for (const board of a.boards) {
          const ref = { sessionId: scheduled.sessionId, section: section.section, table: a.table, board };
          const stream = tableBoardStreamId(ref);
          const open = openTableBoardCommand(
            club.store,
            ref,
            at(
              `${String(18 + Math.floor((a.round - 1) / 3)).padStart(2, '0')}:${String(((a.round - 1) % 3) * 20).padStart(2, '0')}`,
            ),
          );
          const deal = dealOf(sessionSeed, board);
          let commands: ClubTableBoardCommand[];
          if (played(section.section, a.table)) {
            commands = [open, ...playedBoardCommands(open, deal)];
          } else {
            const c = demoContract(deal);
            const offsets = [-2, -1, 0, 0, 0, 1, 1];
            const tricks = c
              ? Math.max(0, Math.min(13, c.level + 6 + offsets[Math.floor(random() * offsets.length)]!))
              : null;
            const lead = c ? demoLead(deal, c.declarer) : null;
            const entry = c
              ? {
                  contract: { level: c.level, strain: c.strain, doubling: '' } as never,
                  declarer: c.declarer,
                  tricks,
                  ...(lead ? { lead } : {}),
                }
              : { contract: 'Pass' as const, declarer: null, tricks: null };
            commands = [open, { type: 'EnterResult', ...entry }];
          }
          for (const command of [...commands, ...extra(ref, a)]) {
            const { events } = await exec(stream, tableBoardStreamDecider, command);
            if (command.type === 'GiveRuling')
              rulings.push({ sessionId: ref.sessionId, stream, rulingId: rulingIdOf(events) });
          }
        }
      }
    }
  };
  const is = (ref: TableBoardRef, section: string, table: number, board: number) =>
    ref.section === section && ref.table === table && ref.board === board;
  const noClock = { now: at('20:00'), publication: null };

  // Monday: two-section Mitchell, 6 tables each (relay and bye stand), 6 rounds of 4 boards.
  const mitchell: ScheduleSession = {
    type: 'ScheduleSession',
    sessionId: 'mitchell1',
    name: 'Monday pairs',
    leagueId,
    startsAt: at('18:00'),
    form: 'pairs',
    scoring: 'MP',
    sections: ['A', 'B'].map((section) => ({
      section,
      movement: { kind: 'mitchell' as const, tables: 6, boardsPerRound: 4, evenTables: 'relay-bye' as const },
    })),
    boards: boards(1, 24),
    entrants: ['A', 'B'].flatMap((section, s) =>
      [1, 2, 3, 4, 5, 6].flatMap((t) => {
        const base = s * 24 + (t - 1) * 4;
        return [
          { section, pair: `${t}NS`, players: [member(base + 1), member(base + 2)] },
          { section, pair: `${t}EW`, players: [member(base + 3), member(base + 4)] },
        ];
      }),
    ),
  };
  await session('mitchell1', mitchell);
  await fill(
    mitchell,
    1,
    (section, table) => section === 'A' && table <= 2,
    (ref, seated) => {
      if (is(ref, 'A', 3, 9)) {
        return [
          {
            type: 'CallDirector',
            callId: 'c1',
            calledBy: 'E',
            stage: 'play',
            irregularity: 'North holds 14 cards, South 12',
            at: at('19:10'),
          },
          {
            type: 'EstablishFacts',
            agreed: true,
            findings: "a card of South was in North's pocket: the board cannot be played normally",
            at: at('19:12'),
            disputedPoints: [],
          },
          {
            type: 'GiveRuling',
            rulingId: 'r1',
            laws: ['13A', '12C2a'],
            rulingType: 'artificial-adjusted-score',
            offendingSide: 'NS',
            text: 'artificial adjusted score: NS at fault',
            appealRightNotified: true,
            at: at('19:15'),
            rectifications: [],
          },
          {
            type: 'AdjustScore',
            rulingId: 'r1',
            laws: ['12C2a'],
            ns: { kind: 'artificial', grade: 'A-' },
            ew: { kind: 'artificial', grade: 'A+' },
            clock: noClock,
            appealId: null,
          },
        ];
      }
      if (is(ref, 'B', 2, 5)) {
        return [
          {
            type: 'CallDirector',
            callId: 'c2',
            calledBy: 'W',
            stage: 'after-play',
            irregularity: 'hesitation before the final bid',
            at: at('18:50'),
          },
          {
            type: 'GiveRuling',
            rulingId: 'r2',
            laws: ['16B1', '12C1c'],
            rulingType: 'weighted-adjusted-score',
            offendingSide: 'NS',
            text: 'the hesitation suggested the bid; a weighted score',
            appealRightNotified: true,
            at: at('18:55'),
            rectifications: [],
          },
          {
            type: 'AdjustScore',
            rulingId: 'r2',
            laws: ['12C1c'],
            ns: {
              kind: 'weighted',
              parts: [
                { weight: 0.6, outcome: { scoreNS: -50 } },
                { weight: 0.4, outcome: { scoreNS: 110 } },
              ],
            },
            ew: {
              kind: 'weighted',
              parts: [
                { weight: 0.6, outcome: { scoreNS: -50 } },
                { weight: 0.4, outcome: { scoreNS: 110 } },
              ],
            },
            clock: noClock,
            appealId: null,
          },
        ];
      }
      if (is(ref, 'A', 5, 1))
        return [
          {
            type: 'AssessProceduralPenalty',
            contestant: seated.ew,
            amount: 25,
            unit: '%top',
            law: '90B2',
            at: at('18:30'),
            rulingId: null,
          },
        ];
      return [];
    },
  );
  await session('mitchell1', { type: 'MakeOfficialScoreAvailable', availableAt: at('21:30') });
  // A tabulation error found after the correction period: corrected with the director's and the organizer's authorisation (79C2).
  const late = { sessionId: 'mitchell1', section: 'B', table: 4, board: 7 };
  const lateStream = tableBoardStreamId(late);
  const entered = club.store.readStream(lateStream).find((e) => e.type === 'TableResultRecorded')?.data as
    { result: { contract: FinalContract; declarer: 'N' | 'E' | 'S' | 'W' | null; tricks: number | null } } | undefined;
  if (entered && entered.result.tricks !== null && entered.result.tricks < 13) {
    await exec(lateStream, tableBoardStreamDecider, {
      type: 'AuthorizeLateScoreCorrection',
      authorizationId: 'auth1',
      directorId: 'td',
      organizerId: 'to',
      attestation: 'both score slips show one more trick',
      at: at('22:10'),
    });
    await exec(lateStream, tableBoardStreamDecider, {
      type: 'CorrectResult',
      after: {
        contract: entered.result.contract,
        declarer: entered.result.declarer,
        tricks: entered.result.tricks + 1,
      },
      reason: 'tabulation-error',
      authorizationId: 'auth1',
      clock: scoreClockOf(club.store, 'mitchell1', at('22:15')),
      law: '79A',
    });
  }

  day = 2;
  // Wednesday: a 4-table Howell, 7 rounds of 2 boards, result-only entry.
  const howell: ScheduleSession = {
    type: 'ScheduleSession',
    sessionId: 'howell1',
    name: 'Wednesday Howell',
    leagueId,
    startsAt: at('18:00'),
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'howell', tables: 4, boardsPerRound: 2 } }],
    boards: boards(2, 14),
    entrants: [1, 2, 3, 4, 5, 6, 7, 8].map((p) => ({
      section: 'A',
      pair: String(p),
      players: [member(2 * p - 1), member(2 * p)],
    })),
  };
  await session('howell1', howell);
  await fill(
    howell,
    2,
    () => false,
    () => [],
  );
  await session('howell1', { type: 'MakeOfficialScoreAvailable', availableAt: at('21:45') });
  await session('howell1', { type: 'CloseSession', at: at('23:00') });

  day = 4;
  // Friday: a two-room teams match, 2 stints of 6 boards, scored in IMPs and VPs.
  const teams: ScheduleSession = {
    type: 'ScheduleSession',
    sessionId: 'teams1',
    name: 'Teams match',
    startsAt: at('18:00'),
    form: 'teams',
    scoring: 'TEAMS-IMP-VP',
    sections: [{ section: 'M', movement: { kind: 'teams', home: 'Aces', away: 'Kings', boardsPerStint: 6 } }],
    boards: boards(3, 12),
    entrants: [
      { section: 'M', pair: 'Aces', players: [member(17), member(18), member(19), member(20)] },
      { section: 'M', pair: 'Kings', players: [member(21), member(22), member(23), member(24)] },
    ],
  };
  await session('teams1', teams);
  await fill(
    teams,
    3,
    () => false,
    () => [],
  );
  await session('teams1', { type: 'MakeOfficialScoreAvailable', availableAt: at('21:00') });

  return { clubId, leagueId, sessions: ['mitchell1', 'howell1', 'teams1'], rulings };
}

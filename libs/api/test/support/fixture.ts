// A club for the API tests: an in-memory SQLite file with accounts for every role, the site's use
// cases over hand-made data (session S1 running, S2 over), and contexts built from real Requests.
import Database from 'better-sqlite3';
import { MAUSZ_2017 } from '@club/ulti';
import { createAuthStore, type AuthStore } from '@club/auth';
import { inMemorySite } from './in-memory/in-memory-site';
import type { AppealCase, BoardRecord } from '@club/application';
import type { RoleGrant } from '@club/club';
import { createRequestContext, type ApiServices } from '../../src/trpc/context';
import { createCaller } from '../../src/router';
import { membersData } from './members-data';
import { directorData } from './director-data';

export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
export const ORIGIN = 'http://club.test';

const hands = {
  N: { spades: 'AKQ2', hearts: 'K32', diamonds: 'A32', clubs: '432' },
  E: { spades: 'J109', hearts: 'QJ10', diamonds: 'KQJ', clubs: 'KQJ5' },
  S: { spades: '876', hearts: 'A987', diamonds: '1098', clubs: 'A109' },
  W: { spades: '543', hearts: '654', diamonds: '7654', clubs: '876' },
};

/** Board 1 of S1 (running): played by pair {ann, bob} only. Board 1 of S2: session over. */
export const boards: BoardRecord[] = [
  {
    sessionId: 'S1',
    board: 1,
    dealer: 'N',
    vulnerability: 'None',
    neighbours: { previous: null, next: null },
    hands,
    traveller: [
      { table: 1, ns: 'Ann & Bob', ew: 'Cy & Di', contract: '4S', declarer: 'N', tricks: 10, lead: 'HQ', scoreNs: 420 },
    ],
    doubleDummy: {
      table: {
        N: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
        S: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
        E: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
        W: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
      },
      par: { scoreNs: 420, contracts: ['4S N', '4S S'] },
    },
    revealedToAll: false,
    finishedBy: [
      ['ann', 'bob'],
      ['cy', 'di'],
    ],
  },
  {
    sessionId: 'S2',
    board: 1,
    dealer: 'N',
    vulnerability: 'None',
    neighbours: { previous: null, next: null },
    hands,
    traveller: [],
    doubleDummy: null,
    revealedToAll: true,
    finishedBy: [],
  },
];

/**
 * An appeal of S1 (running, directed by the fixture's director) by the pair of the subject 'member'
 * (with eve) against cy's pair: ann played elsewhere, a member of another pair.
 */
export const appealOnS1 = {
  appealId: 'A2',
  sessionId: 'S1',
  section: 'A',
  table: 1,
  board: 1,
  status: 'lodged',
  lodgedAt: '2026-03-01T18:40:00Z',
  appealDeadline: null,
  hearingAt: null,
  asOf: '2026-03-01T19:00:00Z',
  edition: '2007',
  sides: [
    {
      seat: 'NS',
      contestant: '1',
      members: [
        { memberId: 'member', name: 'The member' },
        { memberId: 'eve', name: 'Eve' },
      ],
    },
    { seat: 'EW', contestant: '2', members: [{ memberId: 'cy', name: 'Cy' }] },
  ],
  concurrence: { from: { memberId: 'eve', name: 'Eve' }, state: 'pending' },
  appellant: { contestant: '1', memberId: 'member', name: 'The member' },
  grounds: 'the pause was short',
  deposit: null,
  rulings: [{ rulingId: 'r1', rulingType: 'assigned-adjusted-score', laws: ['16B1'] }],
  deadlines: [{ name: 'appeal', law: '92B', at: null, passed: false }],
  parts: [],
  hearings: [],
  decisions: [],
  timeline: [],
  boardScore: { result: null, adjustment: null, adjustedOnAppeal: null },
} satisfies AppealCase;

export const subjects = {
  member: [{ role: 'member' }],
  director: [{ role: 'director', scope: { kind: 'session', id: 'S1' } }],
  'league-admin': [{ role: 'league-admin' }],
  'appeals-committee': [{ role: 'appeals-committee' }],
  'club-admin': [{ role: 'club-admin' }],
  // The league administrator of the Ulti league UL only; the jury of session S1 only.
  'ulti-league-admin': [{ role: 'league-admin', scope: { kind: 'league', id: 'UL' } }],
  'ulti-jury': [{ role: 'ulti-jury', scope: { kind: 'session', id: 'S1' } }],
} satisfies Record<string, RoleGrant[]>;
export type Subject = keyof typeof subjects | 'anonymous';
export const SUBJECTS: Subject[] = ['anonymous', ...(Object.keys(subjects) as (keyof typeof subjects)[])];

export const passwordOf = (memberId: string) => `pw-${memberId}-secret`;
export const emailOf = (memberId: string) => `${memberId}@club.test`;

export interface TestClub {
  readonly services: ApiServices;
  readonly auth: AuthStore;
  readonly sqlite: Database.Database;
  /** The Ulti evening's commands the fake accepted, with who sent them. */
  readonly ultiCommands: readonly { name: string; input: unknown; memberId: string }[];
  clock: { now: number };
  /** Signs a member in (through the store) and returns his session token. */
  tokenOf(memberId: string): Promise<string>;
  caller(options?: { token?: string | null; origin?: string | null; address?: string }): {
    call: ReturnType<typeof createCaller>;
    cookies: string[];
  };
  close(): void;
}

export async function openTestClub(): Promise<TestClub> {
  const sqlite = new Database(':memory:');
  const clock = { now: Date.parse('2026-03-01T19:00:00Z') };
  const auth = createAuthStore(sqlite, { now: () => clock.now, scrypt: FAST_SCRYPT });
  const people: [string, string, RoleGrant[]][] = [
    ...Object.entries(subjects).map(([id, grants]): [string, string, RoleGrant[]] => [id, `The ${id}`, grants]),
    ['ann', 'Ann', [{ role: 'member' }]],
    ['cy', 'Cy', [{ role: 'member' }]],
    ['eve', 'Eve', [{ role: 'member' }]],
    // The director of session S2 only (A1's session): he reads its hearing notes.
    ['s2-director', 'Sam', [{ role: 'director', scope: { kind: 'session', id: 'S2' } }]],
  ];
  for (const [memberId, name, grants] of people)
    await auth.createAccount({ memberId, name, email: emailOf(memberId), password: passwordOf(memberId), grants });
  const ultiCommands: { name: string; input: unknown; memberId: string }[] = [];
  const site = inMemorySite({
    members: [
      ...people.map(([memberId, name, grants]) => ({
        memberId,
        name,
        email: emailOf(memberId),
        grants: [{ role: 'member' as const }, ...grants.filter((g) => g.role !== 'member')],
      })),
      // A member who left: no account, kept for history, offered by no picker.
      { memberId: 'former', name: 'Rezső Régi', email: null, grants: [{ role: 'member' as const }] },
    ],
    inactive: ['former'],
    ultiCommands,
    ultiScoreSheets: ['S1', 'S2'].map((sessionId) => ({
      sessionId,
      round: 1,
      table: 1,
      seating: ['A', 'B', 'C'],
      dealNo: 1,
      dealer: 'C',
      dealsPerTable: 6,
      ruleSet: MAUSZ_2017,
      bids: [],
      rulings: [],
      totals: { A: 0, B: 0, C: 0 },
      names: { A: 'A', B: 'B', C: 'C' },
    })),
    // The Ulti league UL's evenings, and B1 of another league (UB) that UL's administrator does not run.
    ultiEvenings: [
      ['S1', 'UL'],
      ['S2', 'UL'],
      ['closed-1', 'UL'],
      ['B1', 'UB'],
    ].map(([sessionId, leagueId]) => ({
      sessionId: sessionId!,
      leagueId: leagueId!,
      status: sessionId === 'closed-1' ? ('closed' as const) : ('scheduled' as const),
      dealsPerTable: 6,
      checkedIn: ['A', 'B', 'C'],
      round: 1,
      roundEnded: false,
      tables: [{ table: 1, seating: ['A', 'B', 'C'], firstDealer: 'C', deals: 0 }],
      names: { A: 'A', B: 'B', C: 'C' },
    })),
    ultiJuryDesks: ['S1', 'S2'].map((sessionId) => ({
      sessionId,
      leagueId: 'UL',
      status: 'scheduled' as const,
      tables: [{ round: 1, table: 1, seating: ['A', 'B', 'C'], deals: [] }],
      cases: [],
      bids: [],
      components: [],
      rulings: [],
      jury: [],
      names: { A: 'A', B: 'B', C: 'C' },
    })),
    ultiRulingPreviews: Object.fromEntries(
      ['S1', 'S2'].map((s) => [
        s,
        { outcome: 'ruling', declarer: 'A', contract: 'passz', deltas: { A: -2, B: 1, C: 1 } },
      ]),
    ),
    sessions: [
      { sessionId: 'S1', name: 'Monday pairs', date: '2026-03-01', game: 'bridge', status: 'running' },
      { sessionId: 'S2', name: 'Thursday pairs', date: '2026-02-26', game: 'bridge', status: 'over' },
    ],
    boards,
    ...membersData,
    ...directorData,
    desks: [
      { sessionId: 'S1', name: 'Monday pairs', status: 'running', tables: 7, boards: 27, openDirectorCalls: 1 },
      { sessionId: 'S2', name: 'Thursday pairs', status: 'over', tables: 6, boards: 24, openDirectorCalls: 0 },
    ],
    appeals: [
      {
        appealId: 'A1',
        sessionId: 'S2',
        section: 'A',
        table: 1,
        board: 1,
        status: 'heard',
        lodgedAt: '2026-02-26T22:10:00Z',
        appealDeadline: '2026-02-26T22:30:00Z',
        hearingAt: null,
        asOf: '2026-02-26T22:20:00Z',
        edition: '2007',
        sides: [
          { seat: 'NS', contestant: '1', members: [{ memberId: 'ann', name: 'Ann' }] },
          { seat: 'EW', contestant: '2', members: [{ memberId: 'cy', name: 'Cy' }] },
        ],
        concurrence: { from: null, state: 'not-needed' },
        appellant: { contestant: '2', memberId: 'cy', name: 'Cy' },
        grounds: 'the hesitation was brief',
        deposit: null,
        rulings: [{ rulingId: 'r1', rulingType: 'assigned-adjusted-score', laws: ['16B1'] }],
        deadlines: [{ name: 'appeal', law: '92B', at: '2026-02-26T22:30:00Z', passed: false }],
        parts: [],
        // Heard by the committee: its notes are for the committee and the director (appeal-deliberation.ts).
        hearings: [
          {
            body: 'appeals-committee',
            hearingAt: '2026-02-27T19:00:00Z',
            panel: [{ memberId: 'appeals-committee', name: 'The appeals-committee' }],
            heardAt: '2026-02-27T19:40:00Z',
            attendees: [
              { memberId: 'ann', name: 'Ann' },
              { memberId: 'cy', name: 'Cy' },
            ],
            notes: 'The panel doubts Cy: the pause was longer than he says.',
          },
        ],
        decisions: [],
        timeline: [
          {
            at: '2026-02-26T22:10:00Z',
            type: 'AppealLodged',
            summary: 'EW appeal the ruling on board 1',
            source: 'appeal',
          },
        ],
        boardScore: { result: '4S by N, 10 tricks, NS 420', adjustment: null, adjustedOnAppeal: null },
      },
      appealOnS1,
    ],
    appealableBoards: [
      {
        sessionId: 'S1',
        board: 1,
        appealDeadline: null,
        deadlinePassed: false,
        asOf: '2026-03-01T19:00:00Z',
        tables: [1, 2].map((table) => ({
          section: 'A',
          table,
          // Table 1: the appeal's sides (the subject 'member' with eve, v cy); table 2: ann's pair.
          sides:
            table === 1
              ? appealOnS1.sides
              : [{ seat: 'NS' as const, contestant: '3', members: [{ memberId: 'ann', name: 'Ann' }] }],
          rulings: [
            {
              rulingId: `r${table}`,
              rulingType: 'assigned-adjusted-score',
              laws: ['16B1'],
              text: 'adjusted',
              at: '2026-03-01T18:30:00Z',
            },
          ],
          appeals: [],
        })),
      },
    ],
    seasons: [
      {
        seasonId: '2026',
        name: 'Season 2026',
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        leagues: [
          {
            leagueId: 'L1',
            seasonId: '2026',
            name: 'Pairs league',
            game: 'bridge',
            rule: 'best 2 session percentages (sum)',
            sessions: ['S2'],
          },
        ],
      },
    ],
    leagueTables: [
      {
        leagueId: 'L1',
        seasonId: '2026',
        name: 'Pairs league',
        game: 'bridge',
        rule: 'best 2 session percentages (sum)',
        sessions: ['S2'],
        computedAt: '2026-02-26T23:00:00Z',
        counted: ['S2'],
        awaitingReview: [],
        rows: [
          {
            rank: '1',
            player: 'ann',
            name: 'Ann',
            sessions: 1,
            score: 62.5,
            detail: 'counted: S2',
            note: { code: 'counted', sessions: ['S2'] },
          },
        ],
      },
    ],
    imports: [
      {
        importId: 'I1',
        fileName: 'a.pbn',
        step: 'done',
        done: 3,
        total: 3,
        problems: [],
        irregularities: [],
        event: { name: 'Club pairs', date: '2026-02-26', method: 'MP', methodName: 'Matchpoints' },
        boards: [],
        standings: [],
        unit: null,
        matches: [],
        recording: null,
      },
    ],
    reviews: [
      {
        sessionId: 'I1',
        name: 'Club pairs',
        date: '2026-02-26',
        fileName: 'a.pbn',
        reviews: 0,
        leagues: [{ leagueId: 'L1', name: 'Pairs league' }],
        warnings: [],
        seats: [
          {
            section: 'A',
            pair: '1',
            seat: 0,
            name: 'Ann',
            federationId: '70001',
            linked: null,
            suggestions: [{ memberId: 'ann', name: 'Ann', reason: 'same-name' }],
            proposed: 'ann',
          },
        ],
      },
    ],
    exports: [
      { sessionId: 'S2', fileName: 'S2.pbn', text: '% PBN 2.1\n% EXPORT\n' },
      // S1 is running: its board 1 is finished by ann & bob and cy & di only.
      {
        sessionId: 'S1',
        fileName: 'S1.pbn',
        text: '% PBN 2.1\n% EXPORT\n',
        boards: [
          {
            sessionId: 'S1',
            board: 1,
            revealedToAll: false,
            finishedBy: [
              ['ann', 'bob'],
              ['cy', 'di'],
            ],
          },
        ],
      },
    ],
  });
  const services: ApiServices = { auth, site };
  return {
    services,
    auth,
    sqlite,
    ultiCommands,
    clock,
    async tokenOf(memberId) {
      return (
        await auth.signIn({
          email: emailOf(memberId),
          password: passwordOf(memberId),
          clientAddress: `test-${memberId}`,
        })
      ).token;
    },
    caller({ token = null, origin = ORIGIN, address = '203.0.113.9' } = {}) {
      const headers = new Headers({ host: 'club.test', 'x-forwarded-for': address });
      if (origin) headers.set('origin', origin);
      if (token) headers.set('cookie', `other=1; club_session=${token}`);
      const responseHeaders = new Headers();
      const cookies: string[] = [];
      const context = () =>
        createRequestContext(services, new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers }), responseHeaders);
      return { call: createCaller(async () => ({ ...(await context()), setCookie: (c) => cookies.push(c) })), cookies };
    },
    close: () => sqlite.close(),
  };
}

// `club demo`: a realistic club seeded through the real command handlers (never events written by
// hand): the bridge part (members, officials, a season with a pairs league, a two-section Mitchell
// partly played card by card, a Howell, a teams match, director rulings, a late correction), a
// Tuesday pairs played card by card with an insufficient bid, a revoke and a disputed claim, the
// officials this file adds (a third committee member, a director scoped to the sessions he
// directs), an appeal at each stage, an Ulti league of three sessions (three Saturdays) and an Ulti
// evening in progress (Sunday: checked in, round 1 drawn and partly entered; its jury named, a revoke
// ruled). Deterministic: fixed
// seeds, and every event's occurredAt taken from the commands' own times.
import { DEFAULT_ULTI_COMPETITION_RULES, clubDecider, clubStreamId, leagueDecider, leagueStreamId } from '@club/club';
import { executeBridge } from '../bridge/bridge-commands';
import { seedBridgeDemo } from '../bridge/bridge-demo';
import type { Club } from '../club';
import { seedUltiDemoEvening, seedUltiDemoLeague } from '../ulti/ulti-commands';
import { seedDemoAppeal, type DemoAppealCase, type DemoAppealStage } from './demo-appeal';
import { seedDemoAppealStages } from './demo-appeal-stages';
import { seedDemoMembership } from './demo-membership';
import { withDemoClock } from './demo-clock';
import { seedDemoRulingsSession, type DemoRulingsSession } from './demo-rulings-session';
import { DEMO_CLUB_ID } from './demo-club-id';
import { seedDemoRubberEvening } from './demo-rubber';
import { seedDemoChicagoTable } from './demo-chicago';
import { seedDemoUltiJury } from './demo-ulti-jury';
import { seedDemoTableEntry } from './demo-table-entry';

export interface DemoClubOptions {
  readonly clubId?: string;
  /** Seed of the bridge deals and table results. */
  readonly seed?: number;
  /** Monday of the demo week (YYYY-MM-DD): pairs Monday and Tuesday, Howell Wednesday, teams Friday, the Ulti league this Saturday and the two before. */
  readonly date?: string;
  /** Deals per table in each Ulti session. */
  readonly ultiDealsPerTable?: number;
}

export interface DemoClubSeed {
  readonly clubId: string;
  readonly bridgeLeagueId: string;
  readonly bridgeSessions: readonly string[];
  readonly ultiLeagueId: string;
  readonly ultiSessions: readonly string[];
  /** The Ulti evening in progress (Sunday): checked in, round 1 drawn and partly entered. */
  readonly ultiEvening: string;
  readonly appeal: DemoAppealCase;
  /** An appeal at each other stage: lodged (agreement awaited), withdrawn, routed, heard, decided, appealed further. */
  readonly appealStages: Readonly<Record<Exclude<DemoAppealStage, 'hearing-scheduled'>, DemoAppealCase>>;
  /** The Tuesday pairs and its boards with an insufficient bid, a revoke and a disputed claim. */
  readonly rulings: DemoRulingsSession;
  /** The Thursday rubber evening: five players, three rubbers, the last unfinished. */
  readonly rubberTable: string;
  /** The same evening's Chicago table: one round of four deals, one passed out and redealt. */
  readonly chicagoTable: string;
  /** The club pairs open for entry at the tables: round 1 in play, two tables entered, one confirmed. */
  readonly tableEntrySession: string;
}

export const DEMO_ULTI_LEAGUE = 'ulti';
/** The member named to the demo Ulti evening's jury: a member who plays in neither Ulti event. */
export const DEMO_ULTI_JUROR = 'm24';
/** Nine members of the club (of all four families) play the Ulti league. */
const ULTI_PLAYERS = [1, 13, 25, 37, 6, 18, 30, 42, 11].map((i) => `m${String(i).padStart(2, '0')}`);

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo club into an empty log. Call `club.settle()` afterwards for the read models and jobs. */
export async function seedDemoClub(club: Club, options: DemoClubOptions = {}): Promise<DemoClubSeed> {
  const date = options.date ?? '2026-11-16';
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const at = (day: string, time: string) => `${day}T${time}:00.000Z`;
  const clocked = withDemoClock(club, at(date, '09:00'));

  const bridge = await seedBridgeDemo(clocked, { clubId, seed: options.seed ?? 2026, date });
  const exec = <C>(stream: string, decider: Parameters<typeof executeBridge>[2], command: C) =>
    executeBridge(clocked, stream, decider as never, command);
  const club_ = clubStreamId(clubId);
  await exec(club_, clubDecider, {
    type: 'AdmitMember',
    memberId: 'ac3',
    name: 'Zoltán Committee',
    at: at(date, '09:30'),
  });
  await exec(club_, clubDecider, {
    type: 'GrantRole',
    memberId: 'ac3',
    role: 'appeals-committee',
    at: at(date, '09:30'),
  });
  await exec(club_, clubDecider, {
    type: 'AdmitMember',
    memberId: 'td2',
    name: 'Dénes Director',
    at: at(date, '09:30'),
  });
  for (const sessionId of bridge.sessions.filter((s) => s !== 'mitchell1')) {
    await exec(club_, clubDecider, {
      type: 'GrantRole',
      memberId: 'td2',
      role: 'director',
      scope: { kind: 'session', id: sessionId },
      at: at(date, '09:30'),
    });
  }

  const weighted = bridge.rulings.find((r) => r.rulingId === 'r2') ?? bridge.rulings[0];
  if (!weighted) throw new Error('the bridge demo gave no ruling to appeal');
  const appeal = await seedDemoAppeal(clocked, {
    sessionId: weighted.sessionId,
    tableBoardStream: weighted.stream,
    rulingId: weighted.rulingId,
  });

  const rulings = await seedDemoRulingsSession(clocked, {
    date: plusDays(date, 1),
    seed: (options.seed ?? 2026) + 1,
    leagueId: bridge.leagueId,
    players: Array.from({ length: 12 }, (_, i) => `m${37 + i}`),
  });
  const appealStages = await seedDemoAppealStages(clocked, bridge.rulings, rulings);

  const ultiDay = plusDays(date, 5);
  const seasonId = `s${date.slice(0, 4)}`;
  await exec(leagueStreamId(DEMO_ULTI_LEAGUE), leagueDecider, {
    type: 'CreateLeague',
    leagueId: DEMO_ULTI_LEAGUE,
    seasonId,
    name: 'Ulti league',
    game: 'ulti',
    rankingRule: { kind: 'ulti', competition: DEFAULT_ULTI_COMPETITION_RULES },
  });
  // The league's three sessions on three Saturdays, the last in the demo week: a member's Ulti
  // history has a line to draw.
  const ultiSessions = await seedUltiDemoLeague(
    (i) => withDemoClock(club, at(plusDays(ultiDay, 7 * (i - 2)), '18:00')),
    {
      players: ULTI_PLAYERS,
      leagueId: DEMO_ULTI_LEAGUE,
      dealsPerTable: options.ultiDealsPerTable ?? 6,
      seed: options.seed ?? 2026,
    },
  );
  const ultiEvening = await seedUltiDemoEvening(withDemoClock(club, at(plusDays(date, 6), '18:00')), {
    players: ULTI_PLAYERS,
    leagueId: DEMO_ULTI_LEAGUE,
    sessionId: `${DEMO_ULTI_LEAGUE}-evening`,
    dealsPerTable: options.ultiDealsPerTable ?? 6,
    seed: options.seed ?? 2026,
  });
  // A member who does not play Ulti (Lili Nagy) is the evening's jury and has ruled on a revoke.
  await seedDemoUltiJury(withDemoClock(club, at(plusDays(date, 6), '20:30')), {
    clubId,
    sessionId: ultiEvening,
    juror: DEMO_ULTI_JUROR,
    at: at(plusDays(date, 6), '20:30'),
  });

  const rubberDay = plusDays(date, 3);
  const rubberTable = await seedDemoRubberEvening(withDemoClock(club, at(rubberDay, '18:00')), {
    clubId,
    seasonId,
    day: rubberDay,
  });
  const chicagoTable = await seedDemoChicagoTable(withDemoClock(club, at(rubberDay, '19:00')), {
    clubId,
    day: rubberDay,
  });

  const tableEntrySession = await seedDemoTableEntry(withDemoClock(club, at(plusDays(date, -1), '17:30')), {
    date: plusDays(date, -1),
    seed: (options.seed ?? 2026) + 4,
  });
  // The demo's director directs it too: his sheet gives the tables their codes.
  await executeBridge(withDemoClock(club, at(plusDays(date, -1), '17:30')), club_, clubDecider, {
    type: 'GrantRole',
    memberId: 'td2',
    role: 'director',
    scope: { kind: 'session', id: tableEntrySession },
    at: at(plusDays(date, -1), '17:30'),
  });
  // Appended last: a former member and a few role changes by the club administrator.
  await seedDemoMembership(withDemoClock(club, at(plusDays(date, 2), '10:00')), clubId, plusDays(date, 2));

  return {
    clubId,
    bridgeLeagueId: bridge.leagueId,
    bridgeSessions: [...bridge.sessions, rulings.sessionId],
    ultiLeagueId: DEMO_ULTI_LEAGUE,
    ultiSessions,
    ultiEvening,
    appeal,
    appealStages,
    rulings,
    rubberTable,
    chicagoTable,
    tableEntrySession,
  };
}

// The demo's appeals: a side of a board appeals the director's ruling within the 30-minute period of
// Law 92B after the official score was published (by default twenty minutes after it), and the
// appeal goes as far as its stage: lodged (the partner's agreement awaited), withdrawn, routed to
// the appeals committee, its hearing scheduled (the default: ap1), heard, decided (upheld, or varied
// to an adjusted score that goes onto the board; with a deposit, kept when the appeal had no merit),
// or appealed further to the national authority (Law 93C1).
import { eventOf } from '@club/events';
import { sessionStreamId, type SessionEvent, type TableBoardStreamEvent } from '@club/club';
import type { AdjustedScoreInput } from '@club/club';
import { decideAppealAndAdjust, executeAppealCommand, lodgeAppeal } from '../appeal/appeal-area';
import type { Club } from '../club';

export interface DemoAppealCase {
  readonly appealId: string;
  readonly sessionId: string;
  readonly tableBoardStream: string;
  readonly rulingId: string;
}

/** How far a demo appeal goes, in the order of its steps (withdrawn: after the partner agreed). */
export const DEMO_APPEAL_STAGES = [
  'lodged',
  'withdrawn',
  'routed',
  'hearing-scheduled',
  'heard',
  'decided',
  'further-appeal',
] as const;
export type DemoAppealStage = (typeof DEMO_APPEAL_STAGES)[number];

const dataOf = <E extends { readonly type: string }>(club: Club, stream: string) =>
  club.store.readStream(stream).map((e) => eventOf<E>(e));

export interface DemoAppealOptions {
  /** Minutes after the publication the appeal is lodged (default 20; the others follow it). */
  readonly lodgedAfterMinutes?: number;
  /** Schedule the committee's hearing (default true); false leaves the appeal routed, awaiting one. */
  readonly hearing?: boolean;
  /** How far the appeal goes (default 'hearing-scheduled', or 'routed' when `hearing` is false). */
  readonly stage?: DemoAppealStage;
  /** The side that appeals (default North-South). */
  readonly side?: 'ns' | 'ew';
  /** The committee's adjusted score when it varies the ruling (default: it upholds it). */
  readonly variedTo?: AdjustedScoreInput;
  /**
   * The deposit the appellant pays (default none): the demo's own, passed with the lodging as the
   * site passes CLUB_APPEAL_DEPOSIT, so the demo shows one while every club's default stays off.
   * An upheld appeal's deposit is kept, the appeal judged without merit (Law 92A); else returned.
   */
  readonly deposit?: number;
}

/** Lodges the appeal against `ruling`, from the stored session and board, and takes it to its stage. */
export async function seedDemoAppeal(
  club: Club,
  ruling: Omit<DemoAppealCase, 'appealId'>,
  appealId = 'ap1',
  options: DemoAppealOptions = {},
): Promise<DemoAppealCase> {
  const session = dataOf<SessionEvent>(club, sessionStreamId(ruling.sessionId));
  const published = session.filter((e) => e.type === 'OfficialScoreMadeAvailable').at(-1);
  if (!published) throw new Error(`the demo appeal needs session ${ruling.sessionId} published`);
  const opened = dataOf<TableBoardStreamEvent>(club, ruling.tableBoardStream).find(
    (e) => e.type === 'TableBoardOpened',
  );
  if (!opened) throw new Error(`the demo appeal needs board ${ruling.tableBoardStream} opened`);
  const scheduled = session.find((e) => e.type === 'SessionScheduled');
  const contestant = options.side === 'ew' ? opened.ew : opened.ns;
  const pair =
    scheduled?.type === 'SessionScheduled'
      ? scheduled.entrants.find((e) => e.section === opened.section && e.pair === contestant)
      : undefined;
  if (!pair) throw new Error(`the demo appeal needs the entrant ${contestant} of section ${opened.section}`);
  const stage = options.stage ?? (options.hearing === false ? 'routed' : 'hearing-scheduled');
  const reaches = (s: DemoAppealStage) => DEMO_APPEAL_STAGES.indexOf(stage) >= DEMO_APPEAL_STAGES.indexOf(s);
  const appellant = pair.players[0]!;

  const lodgedAfter = options.lodgedAfterMinutes ?? 20;
  const minutesAfter = (minutes: number) =>
    new Date(Date.parse(published.availableAt) + (minutes - 20 + lodgedAfter) * 60_000).toISOString();
  const done = { appealId, ...ruling };
  const lodged = await lodgeAppeal(
    club,
    {
      appealId,
      tableBoardStream: ruling.tableBoardStream,
      rulingIds: [ruling.rulingId],
      appellant: { contestant, memberId: appellant },
      viaDirectorId: 'td',
      grounds: 'the hesitation was brief and the final bid was the only sensible call',
      deposit: options.deposit ?? null,
    },
    minutesAfter(20),
  );
  if (stage === 'lodged') return done;
  const partner = lodged.state.lodged?.concurrenceFrom;
  if (partner)
    await executeAppealCommand(club, appealId, {
      type: 'RecordConcurrence',
      memberId: partner,
      concurrence: 'concurs',
      at: minutesAfter(22),
    });
  if (stage === 'withdrawn') {
    await executeAppealCommand(club, appealId, {
      type: 'WithdrawAppeal',
      by: appellant,
      reason: 'the director explained the ruling; we agree with it',
      at: minutesAfter(24),
    });
    return done;
  }
  await executeAppealCommand(club, appealId, {
    type: 'RouteAppeal',
    chiefDirectorId: 'td',
    committeeAvailable: true,
    parts: [
      {
        partId: 'judgement',
        kind: 'fact-judgement',
        question: 'did the hesitation suggest the final bid over a logical alternative?',
      },
    ],
    at: minutesAfter(25),
  });
  if (!reaches('hearing-scheduled')) return done;
  const panel = ['ac1', 'ac2', 'ac3'];
  await executeAppealCommand(club, appealId, {
    type: 'ScheduleHearing',
    body: 'appeals-committee',
    hearingAt: minutesAfter(24 * 60),
    panel,
    at: minutesAfter(28),
  });
  if (!reaches('heard')) return done;
  await executeAppealCommand(club, appealId, {
    type: 'RecordHearing',
    body: 'appeals-committee',
    attendees: [appellant, ...(partner ? [partner] : []), 'td'],
    evidenceRefs: [],
    notes: 'Both sides and the director heard; the facts are agreed.',
    at: minutesAfter(24 * 60 + 40),
  });
  if (!reaches('decided')) return done;
  // A varied ruling's score goes onto the board, decided on appeal in the traveller.
  const decidedAt = minutesAfter(24 * 60 + 60);
  const meritless = options.deposit !== undefined && !options.variedTo;
  await decideAppealAndAdjust(
    club,
    appealId,
    {
      type: 'DecideAppeal',
      body: 'appeals-committee',
      outcome: options.variedTo ? 'varied' : 'upheld',
      newAdjustedScore: options.variedTo ?? null,
      laws: options.variedTo ? ['16B1', '12C1e'] : [],
      recommendation: null,
      meritless,
      deposit: options.deposit === undefined ? null : meritless ? 'kept' : 'returned',
      decidedBy: panel,
      text: options.variedTo
        ? 'Passing was a logical alternative: the score is adjusted to the contract without the suggested bid.'
        : meritless
          ? 'The ruling stands: the director applied the Laws and his judgement was sound. The appeal had no merit: the deposit is kept.'
          : 'The ruling stands: the director applied the Laws and his judgement was sound.',
      at: decidedAt,
    },
    decidedAt,
  );
  if (!reaches('further-appeal')) return done;
  await executeAppealCommand(club, appealId, {
    type: 'LodgeFurtherAppeal',
    authority: 'the national authority',
    deadline: minutesAfter(8 * 24 * 60),
    at: minutesAfter(2 * 24 * 60),
  });
  return done;
}

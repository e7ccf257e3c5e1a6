// The demo's appeals besides ap1 (its hearing scheduled), one at each other stage, so a newcomer
// sees every step of Laws 92–93 on the site: on Monday's other ruling (r1) North-South's appeal is
// decided (upheld, without merit: the deposit they paid is kept) and East-West's withdrawn; on Tuesday's irregular boards an appeal awaits the partner's
// agreement (the insufficient bid), one is heard and one routed (the revoke), and one goes further
// to the national authority (the claim) after the committee varied the score: its adjusted score is in
// Tuesday's traveller, decided on appeal.
import { eventOf } from '@club/events';
import type { TableBoardStreamEvent } from '@club/club';
import type { Club } from '../club';
import { seedDemoAppeal, type DemoAppealCase, type DemoAppealOptions, type DemoAppealStage } from './demo-appeal';
import type { DemoRulingsSession } from './demo-rulings-session';

type Ruling = Omit<DemoAppealCase, 'appealId'>;

/** The deposit ap2's appellants paid, in the club's money (the demo runs with CLUB_APPEAL_DEPOSIT off). */
export const DEMO_APPEAL_DEPOSIT = 20;

/** The first ruling given on a board (its table-board stream). */
function rulingOn(club: Club, sessionId: string, stream: string): Ruling {
  const given = club.store
    .readStream(stream)
    .map((e) => eventOf<TableBoardStreamEvent>(e))
    .find((e) => e.type === 'RulingGiven');
  if (given?.type !== 'RulingGiven') throw new Error(`the demo's board ${stream} has no ruling to appeal`);
  return { sessionId, tableBoardStream: stream, rulingId: given.rulingId };
}

export async function seedDemoAppealStages(
  club: Club,
  mondayRulings: readonly { readonly sessionId: string; readonly stream: string; readonly rulingId: string }[],
  tuesday: DemoRulingsSession,
): Promise<Readonly<Record<Exclude<DemoAppealStage, 'hearing-scheduled'>, DemoAppealCase>>> {
  const r1 = mondayRulings.find((r) => r.rulingId === 'r1');
  if (!r1) throw new Error('the bridge demo gave no ruling r1 to appeal');
  const monday: Ruling = { sessionId: r1.sessionId, tableBoardStream: r1.stream, rulingId: r1.rulingId };
  const onTuesday = (stream: string) => rulingOn(club, tuesday.sessionId, stream);
  const seed = (ruling: Ruling, appealId: string, options: DemoAppealOptions) =>
    seedDemoAppeal(club, ruling, appealId, options);
  return {
    decided: await seed(monday, 'ap2', { stage: 'decided', lodgedAfterMinutes: 12, deposit: DEMO_APPEAL_DEPOSIT }),
    withdrawn: await seed(monday, 'ap3', { stage: 'withdrawn', side: 'ew', lodgedAfterMinutes: 15 }),
    lodged: await seed(onTuesday(tuesday.boards['insufficient-bid']), 'ap4', {
      stage: 'lodged',
      lodgedAfterMinutes: 25,
    }),
    heard: await seed(onTuesday(tuesday.boards.revoke), 'ap5', { stage: 'heard', lodgedAfterMinutes: 10 }),
    routed: await seed(onTuesday(tuesday.boards.revoke), 'ap6', {
      stage: 'routed',
      side: 'ew',
      lodgedAfterMinutes: 14,
    }),
    'further-appeal': await seed(onTuesday(tuesday.boards.claim), 'ap7', {
      stage: 'further-appeal',
      lodgedAfterMinutes: 18,
      variedTo: {
        ns: { kind: 'assigned', outcome: { contract: '3S', declarer: 'N', tricks: 9 } },
        ew: { kind: 'assigned', outcome: { contract: '3S', declarer: 'N', tricks: 9 } },
      },
    }),
  };
}

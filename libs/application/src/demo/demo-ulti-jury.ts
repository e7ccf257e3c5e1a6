// The demo Ulti evening's jury (zsűri): a member who does not play is named to it (the ulti-jury
// role scoped to the evening, as the organiser names him on the site) and rules once: a revoke
// (§13(3)#4) by a defender of table 1's first deal with a declarer, called by his partner, so a
// newcomer sees a renonsz ruling replace a deal's outcome and the ruling on the session page.
import { clubDecider, clubStreamId, ultiSessionStreamId, type UltiDealRecorded } from '@club/club';
import { versionedEventOf } from '@club/events';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import { executeUltiSession } from '../ulti/ulti-commands';

export interface DemoUltiJuryOptions {
  readonly clubId: string;
  readonly sessionId: string;
  /** The member named to the jury; he is recorded as the one who ruled. */
  readonly juror: string;
  /** When he was named and ruled (ISO). */
  readonly at: string;
}

export async function seedDemoUltiJury(club: Club, options: DemoUltiJuryOptions): Promise<void> {
  const { clubId, sessionId, juror, at } = options;
  await executeBridge(
    club,
    clubStreamId(clubId),
    clubDecider,
    { type: 'GrantRole', memberId: juror, role: 'ulti-jury', scope: { kind: 'session', id: sessionId }, at },
    { actor: { id: 'ulti-organiser', role: 'ulti-organiser' } },
  );
  const deal = club.store
    .readStream(ultiSessionStreamId(sessionId))
    .map((e) => versionedEventOf<UltiDealRecorded>(e))
    .find((e) => e.type === 'UltiDealRecorded' && e.table === 1 && e.settlement.declarer !== null);
  if (!deal) throw new Error(`the demo evening ${sessionId} has no deal with a declarer at table 1`);
  const [offender, caller] = deal.record.players.filter((p) => p !== deal.settlement.declarer);
  await executeUltiSession(
    club,
    sessionId,
    {
      type: 'RecordUltiJuryRuling',
      rulingId: 'j1',
      round: deal.round,
      table: 1,
      ruling: {
        kind: 'renonsz',
        dealNo: deal.dealNo,
        action: { type: 'renonsz', case: 'play-4', offender: offender!, caller: caller! },
      },
      text: 'did not follow suit',
    },
    { actor: { id: juror, role: 'ulti-jury' } },
  );
}

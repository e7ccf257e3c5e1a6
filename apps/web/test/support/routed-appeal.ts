// A second appeal of the demo's appealed ruling (ap1's), lodged a minute after it by the same side
// and routed to the appeals committee with no hearing yet: the committee then schedules one.
import { eventOf } from '@club/events';
import { seedDemoAppeal, type Club } from '@club/application';
import { appealStreamId, type AppealEvent } from '@club/club';

export async function seedRoutedAppeal(club: Club, appealId: string): Promise<void> {
  const lodged = club.store
    .readStream(appealStreamId('ap1'))
    .map((e) => eventOf<AppealEvent>(e))
    .find((e) => e.type === 'AppealLodged');
  if (lodged?.type !== 'AppealLodged') throw new Error('the demo club has no appeal ap1');
  const ruling = {
    sessionId: lodged.sessionId,
    tableBoardStream: lodged.tableBoardStream,
    rulingId: lodged.rulingIds[0]!,
  };
  await seedDemoAppeal(club, ruling, appealId, { lodgedAfterMinutes: 21, hearing: false });
}

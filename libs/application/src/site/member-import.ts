// Importing a member list from CSV for a club administrator: parsed, planned against the club as it
// is (member-import-plan.ts), and recorded only when no line is bad, each command (a member admitted,
// a known one's name updated) with the administrator as its actor.
import { clubDecider, clubStreamId, type ClubEvent } from '@club/club';
import { fold, versionedEventOf } from '@club/events';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';
import { parseMemberCsv } from './member-csv';
import type { MemberImportOutcome } from './member-admin-shapes';
import { planMemberImport } from './member-import-plan';
import type { SiteActor } from './site-actor';

const NOTHING = { recorded: false, admitted: 0, updated: 0, matched: 0 } as const;

export async function importMemberCsv(
  club: Club,
  clubId: string,
  text: string,
  at: string,
  by: SiteActor,
): Promise<MemberImportOutcome> {
  const parsed = parseMemberCsv(text);
  if (!parsed.ok) return { ...NOTHING, errors: [...parsed.errors] };
  const stream = clubStreamId(clubId);
  const state = fold(
    clubDecider,
    club.store.readStream(stream).map((e) => versionedEventOf<ClubEvent>(e)),
  );
  const plan = planMemberImport(state, parsed.rows, at);
  if (plan.errors.length > 0) return { ...NOTHING, errors: [...plan.errors] };
  for (const command of plan.commands)
    await executeBridge(club, stream, clubDecider, command, { actor: { id: by.memberId, role: 'club-admin' } });
  await club.settle();
  return { recorded: true, admitted: plan.admitted, updated: plan.updated, matched: plan.matched, errors: [] };
}

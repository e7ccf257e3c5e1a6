// A league administrator organises only his own league's sessions: a command that names a league
// runs when it is the session's own, else it is refused (not-this-league) before the decider sees it.
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import type { Club } from '../club';
import type { SiteCommandOutcome, SiteRefusal } from './site-outcome';
import type { SiteActor } from './site-actor';

/** The refusal when the league named is not the session's own; null when none is named or it is. */
export async function leagueRefusal(
  club: Club,
  sessionId: string,
  leagueId: string | undefined,
): Promise<SiteRefusal | null> {
  if (leagueId === undefined) return null;
  await club.settle();
  const session = club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
  const own = session?.leagueId ?? null;
  if (own === leagueId) return null;
  return {
    ok: false,
    error: `Ulti session ${sessionId} is not a session of league ${leagueId}${own ? ` (it belongs to ${own})` : ''}`,
    code: 'not-this-league',
    params: { sessionId, leagueId },
  };
}

export const heldToLeague =
  (club: Club) =>
  <Input extends { readonly sessionId: string; readonly leagueId?: string | undefined }>(
    command: (input: Omit<Input, 'leagueId'>, by: SiteActor) => Promise<SiteCommandOutcome>,
  ) =>
  async ({ leagueId, ...input }: Input, by: SiteActor): Promise<SiteCommandOutcome> =>
    (await leagueRefusal(club, input.sessionId, leagueId)) ?? command(input, by);

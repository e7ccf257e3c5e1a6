// Lodging an appeal through the site (Laws 92A–92C): a member for his own side, or a director for a
// player who asked him at the desk. The site finds the side the player sat on at that table and the
// director the appeal goes through; the decider judges the rest (the rulings given there, the 92B
// deadline from the session's publication, whose agreement 92D needs).
import { tableBoardStreamId } from '@club/club';
import type { ClubMember } from './members-shapes';
import type { Club } from '../club';
import { lodgeAppeal } from '../appeal/appeal-area';
import { sidesAtTable } from './appeal-sides';
import { appealActor, appealAttempt } from './appeals-attempt';
import type { AppealLodging, AppealLodgingForPlayer } from './appeals-command-shapes';
import type { SiteActor } from './site-actor';
import { refuseSite } from './site-refusal';
import type { SiteRefusal } from './site-outcome';

export type LodgedOutcome = SiteRefusal | { readonly ok: true; readonly appealId: string };

export interface AppealLodgingUseCases {
  lodgeAppeal(by: SiteActor, input: AppealLodging): Promise<LodgedOutcome>;
  lodgeAppealForPlayer(by: SiteActor, input: AppealLodgingForPlayer): Promise<LodgedOutcome>;
}

/** A director of the session (scoped to it first, else one of every session), through whom Law 92C sends the appeal. */
function directorOf(members: readonly ClubMember[], sessionId: string): string | undefined {
  const directs = (m: ClubMember, scoped: boolean) =>
    m.grants.some(
      (g) =>
        g.role === 'director' &&
        (scoped ? g.scope?.kind === 'session' && g.scope.id === sessionId : g.scope === undefined),
    );
  return (members.find((m) => directs(m, true)) ?? members.find((m) => directs(m, false)))?.memberId;
}

export function appealLodging(
  club: Pick<Club, 'store' | 'runner' | 'execute' | 'settle'>,
  now: () => string,
  members: () => readonly ClubMember[],
  /** The deposit the club asks for with an appeal (CLUB_APPEAL_DEPOSIT), or none. */
  deposit: number | null = null,
): AppealLodgingUseCases {
  const attempt = appealAttempt(club);
  const lodge = (
    input: AppealLodging,
    appellantId: string,
    viaDirectorId: string | undefined,
    by: SiteActor,
    role: string,
  ) =>
    attempt(async () => {
      const { sessionId, section, table, board } = input;
      const stream = tableBoardStreamId({ sessionId, section, table, board });
      const sides = sidesAtTable(club, sessionId, stream);
      if (sides.length === 0)
        refuseSite(
          'board-not-at-table',
          `board ${board} was not played at table ${section}${table} of '${sessionId}'`,
          {
            sessionId,
            section,
            table,
            board,
          },
        );
      const side =
        sides.find((s) => s.members.includes(appellantId)) ??
        refuseSite(
          'player-not-at-table',
          `'${appellantId}' did not play board ${board} at table ${section}${table} (${sides.map((s) => s.contestant).join(' v ')}); Law 92A gives the right to appeal rulings at one's own table`,
          { memberId: appellantId },
        );
      const director =
        viaDirectorId ??
        directorOf(members(), sessionId) ??
        refuseSite('no-director', `session '${sessionId}' has no director to lodge the appeal through (Law 92C)`, {
          sessionId,
        });
      // A readable id: the table and board, numbered when the board has more than one appeal.
      const base = `${sessionId}-${section}${table}-${board}`;
      let appealId = base;
      for (let n = 2; club.store.streamVersion(`appeal-${appealId}`) > 0; n++) appealId = `${base}-${n}`;
      await lodgeAppeal(
        club,
        {
          appealId,
          tableBoardStream: stream,
          rulingIds: [...input.rulingIds],
          appellant: { contestant: side.contestant, memberId: appellantId },
          viaDirectorId: director,
          grounds: input.grounds,
          deposit,
        },
        now(),
        appealActor(by, role),
      );
      return { appealId };
    });
  return {
    lodgeAppeal: (by, input) => lodge(input, by.memberId, undefined, by, 'member'),
    // The director at the desk: the appeal goes through him, for the player who asked.
    lodgeAppealForPlayer: (by, input) => lodge(input, input.playerId, by.memberId, by, 'director'),
  };
}

// The review of an imported session's players by the league administrator: each seat the file
// names, with the members it may be (league-import-matching: the file's federation id first, then
// the name), then his decision per seat — a member, a new member admitted under the file's name
// (the club decider's AdmitMember, with the file's federation id), or a guest — recorded as the
// session's ImportedPlayersReviewed. A member confirmed for a seat whose federation id he has not
// got yet gets it recorded. Until the first review the session counts in no league table; a later
// review is a correction the tables follow. The review is decided in memory first, so a refused one
// admits nobody and records no federation id.
import {
  clubDecider,
  clubStreamId,
  sessionDecider,
  sessionStreamId,
  type ClubCommand,
  type LeagueEvent,
  type ReviewImportedPlayers,
} from '@club/club';
import { fold, versionedEventOf, type Decider, type EventHeader } from '@club/events';
import {
  BRIDGE_SESSION_PROJECTION,
  readMembers,
  sessionLeaguesOf,
  type BridgeSessionDocument,
} from '@club/read-models';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import { suggestMembers, type MemberForMatching } from './league-import-matching';
import type { ImportReview, ReviewImportInput, ReviewImportOutcome } from './league-review-shapes';
import { seasonDateWarnings } from './league-season-dates';
import { refusedBy, type SiteRefusal } from './site-outcome';
import { refuseSite } from './site-refusal';

export interface LeagueReviewUseCases {
  /** An imported session's players with suggestions; undefined for a session that was not imported. */
  importReview(sessionId: string): ImportReview | undefined;
  reviewImport(
    input: ReviewImportInput,
    by: { memberId: string },
  ): Promise<({ ok: true } & ReviewImportOutcome) | SiteRefusal>;
}

interface Seat {
  readonly section: string;
  readonly pair: string;
  readonly seat: number;
  readonly name: string;
  /** The file's federation id for the seat (null: none). */
  readonly federationId: string | null;
  readonly linked: string | null;
}

/** Each seat of each pair: after a review as it records them, before as the recording matched them. */
function seatsOf(doc: BridgeSessionDocument, nameOf: (memberId: string) => string): Seat[] {
  const entrants =
    doc.playerReview?.entrants ??
    doc.entrants.map((e) => ({
      section: e.section,
      pair: e.pair,
      players: [
        ...e.players.map((m) => ({ name: nameOf(m), memberId: m as string | null })),
        ...(e.guests ?? []).map((g) => ({ ...g, memberId: null })),
      ],
    }));
  return entrants.flatMap((e) =>
    e.players.map((p: { name: string; memberId: string | null; federationId?: string }, seat) => ({
      section: e.section,
      pair: e.pair,
      seat,
      name: p.name,
      federationId: p.federationId ?? null,
      linked: p.memberId,
    })),
  );
}

/** The club's members with their federation ids, for matching the file's players. */
function membersForMatching(club: Club, clubId: string): MemberForMatching[] {
  return readMembers(club.runner, clubId)
    .filter((d) => d.joinedAt !== null)
    .map((d) => ({ memberId: d.memberId, name: d.name, federationId: d.federationId }));
}

/** Decides the commands one after another over the stream's events in memory: throws the first refusal. */
function rehearse<C, E extends EventHeader, S>(club: Club, stream: string, decider: Decider<C, E, S>, commands: C[]) {
  let state = fold(
    decider,
    club.store.readStream(stream).map((e) => versionedEventOf<E>(e)),
  );
  for (const command of commands) state = fold(decider, decider.decide(command, state), state);
}

/** A new member's id from the name: `ola.nordmann`, then `ola.nordmann.2`… when taken. */
export function newMemberId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 40) || 'member';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}.${n}`;
  return id;
}

export function leagueReviewUseCases(
  club: Club,
  clubId: string,
  now = () => new Date().toISOString(),
): LeagueReviewUseCases {
  const importedSession = (sessionId: string) => {
    const doc = club.runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
    return doc?.importedFrom ? { ...doc, importedFrom: doc.importedFrom } : undefined;
  };
  const dayOf = (doc: BridgeSessionDocument & { importedFrom: { eventDate: string | null } }) =>
    doc.importedFrom.eventDate ?? (doc.startsAt ?? '').slice(0, 10);
  const leaguesOf = (sessionId: string) => sessionLeaguesOf(club.runner, sessionId)?.leagues ?? [];

  return {
    importReview(sessionId) {
      const doc = importedSession(sessionId);
      if (!doc) return undefined;
      const all = membersForMatching(club, clubId);
      const names = new Map(all.map((m) => [m.memberId, m.name]));
      const used = new Set<string>();
      const seats = seatsOf(doc, (m) => names.get(m) ?? m).map((s) => {
        const match = suggestMembers(s, all);
        // A member is proposed for one seat only: the first that suggests him.
        const proposal = doc.playerReview ? s.linked : match.chosen;
        const proposed = proposal && !used.has(proposal) ? proposal : null;
        if (proposed) used.add(proposed);
        return { ...s, suggestions: [...match.suggestions], proposed };
      });
      const leagueIds = leaguesOf(sessionId);
      const leagueNames = new Map(
        club.store
          .readAll({ types: ['LeagueCreated'] })
          .map((e) => versionedEventOf<Extract<LeagueEvent, { type: 'LeagueCreated' }>>(e))
          .map((l) => [l.leagueId, l.name]),
      );
      return {
        sessionId,
        name: doc.name ?? sessionId,
        date: dayOf(doc),
        fileName: doc.importedFrom.fileName,
        reviews: doc.playerReview?.reviews ?? 0,
        leagues: leagueIds.map((leagueId) => ({ leagueId, name: leagueNames.get(leagueId) ?? leagueId })),
        warnings: seasonDateWarnings(club, dayOf(doc), leagueIds),
        seats,
      };
    },

    async reviewImport(input, by) {
      try {
        const doc =
          importedSession(input.sessionId) ??
          refuseSite('session-unknown', `sessionId: there is no imported session '${input.sessionId}'`, {
            game: 'bridge',
            sessionId: input.sessionId,
          });
        const all = membersForMatching(club, clubId);
        const names = new Map(all.map((m) => [m.memberId, m.name]));
        const federationIds = new Map(all.map((m) => [m.memberId, m.federationId ?? null]));
        const taken = new Set(names.keys());
        const decisions = new Map(input.seats.map((s) => [`${s.section}/${s.pair}/${s.seat}`, s.decision]));
        const admitted: { memberId: string; name: string }[] = [];
        const at = now();
        // Members admitted from the file's names, and federation ids recorded on confirmed members.
        const clubCommands: ClubCommand[] = [];
        const entrants = new Map<string, ReviewImportedPlayers['entrants'][number]>();
        for (const s of seatsOf(doc, (m) => names.get(m) ?? m)) {
          const decision = decisions.get(`${s.section}/${s.pair}/${s.seat}`);
          let memberId: string | null;
          if (!decision)
            refuseSite('seat-undecided', `seats: seat ${s.seat + 1} of pair ${s.pair} (${s.name}) is not decided`, {
              pair: s.pair,
            });
          if (decision.kind === 'member') {
            if (!names.has(decision.memberId))
              refuseSite('member-unknown', `seats: '${decision.memberId}' is not a member`, {
                memberId: decision.memberId,
              });
            memberId = decision.memberId;
            // The file's id is recorded on a member who has none yet (a member's id is not replaced here).
            if (s.federationId && !federationIds.get(memberId)) {
              federationIds.set(memberId, s.federationId);
              clubCommands.push({ type: 'RecordMemberFederationId', memberId, federationId: s.federationId, at });
            }
          } else if (decision.kind === 'new-member') {
            memberId = newMemberId(s.name, taken);
            taken.add(memberId);
            admitted.push({ memberId, name: s.name });
            clubCommands.push({
              type: 'AdmitMember',
              memberId,
              name: s.name,
              ...(s.federationId ? { federationId: s.federationId } : {}),
              at,
            });
          } else memberId = null;
          const key = `${s.section}/${s.pair}`;
          const entrant = entrants.get(key) ?? { section: s.section, pair: s.pair, players: [] };
          const player = { name: s.name, memberId, ...(s.federationId ? { federationId: s.federationId } : {}) };
          entrants.set(key, { ...entrant, players: [...entrant.players, player] });
        }
        const command: ReviewImportedPlayers = { type: 'ReviewImportedPlayers', entrants: [...entrants.values()], at };
        const stream = sessionStreamId(input.sessionId);
        // Decided in memory first: a refused review admits nobody and records no federation id.
        rehearse(club, clubStreamId(clubId), clubDecider, clubCommands);
        rehearse(club, stream, sessionDecider, [command]);
        const metadata = { actor: { id: by.memberId, role: 'league-admin' } };
        for (const c of clubCommands) await executeBridge(club, clubStreamId(clubId), clubDecider, c, metadata);
        const [reviewed] = (await executeBridge(club, stream, sessionDecider, command, metadata)).events;
        await club.settle();
        const review = reviewed?.type === 'ImportedPlayersReviewed' ? reviewed.review : 0;
        const linked = [...entrants.values()].flatMap((e) => e.players).filter((p) => p.memberId !== null).length;
        return {
          ok: true,
          review,
          admitted,
          message: `${review === 1 ? 'Players reviewed' : `Review ${review} recorded (a correction)`}: ${linked} linked to members${admitted.length ? ` (${admitted.length} new)` : ''}; the league tables now count the session.`,
        };
      } catch (error) {
        return refusedBy(error);
      }
    },
  };
}

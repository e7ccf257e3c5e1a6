// The league administrator's review of an imported session's players: each seat the file names is
// linked to a member or kept as a guest. Every entrant of the schedule is reviewed, with as many
// seats as the file gave it, and a member plays at most one seat. A later review is a correction.
import { event } from '@club/events';
import { refuse } from '../shared/refuse';
import { refuseLongName } from '../shared/name-limit';
import type { ReviewImportedPlayers } from './session-commands';
import type { ImportedPlayersReviewed } from './session-events';
import type { SessionState } from './session-state';

export function reviewImportedPlayers(command: ReviewImportedPlayers, state: SessionState): ImportedPlayersReviewed {
  const s = state.scheduled ?? refuse('no-session', 'the session is not scheduled yet');
  if (!s.importedFrom) refuse('not-imported', `session '${s.sessionId}' was not imported: its players are members`);
  const key = (e: { section: string; pair: string }) => `${e.section}/${e.pair}`;
  const scheduled = new Map(s.entrants.map((e) => [key(e), e.players.length + (e.guests?.length ?? 0)]));
  const reviewed = new Set<string>();
  const playing = new Set<string>();
  command.entrants.forEach((e, i) => {
    const seats = scheduled.get(key(e));
    if (seats === undefined)
      refuse('unknown-pair', `entrants.${i}: pair ${e.pair} of section ${e.section} is not entered in the session`);
    if (reviewed.has(key(e)))
      refuse('duplicate-entrant', `entrants.${i}: pair ${e.pair} of section ${e.section} is reviewed twice`);
    reviewed.add(key(e));
    if (e.players.length !== seats)
      refuse('players', `entrants.${i}.players: pair ${e.pair} has ${seats} players, not ${e.players.length}`);
    e.players.forEach((p, j) => {
      refuseLongName(`entrants.${i}.players.${j}.name`, p.name);
      if (p.memberId === null) return;
      if (playing.has(p.memberId))
        refuse('player-twice', `entrants.${i}.players: member '${p.memberId}' is entered twice`, {
          memberId: p.memberId,
        });
      playing.add(p.memberId);
    });
  });
  const missing = [...scheduled.keys()].find((k) => !reviewed.has(k));
  if (missing) refuse('review-incomplete', `entrants: pair ${missing} is not reviewed`, { pair: missing });
  const before = new Set(s.entrants.flatMap((e) => e.players));
  return event('ImportedPlayersReviewed', {
    sessionId: s.sessionId,
    leagueId: s.leagueId,
    review: state.reviews + 1,
    entrants: command.entrants.map((e) => ({
      section: e.section,
      pair: e.pair,
      players: e.players.map((p) => ({
        name: p.name.trim(),
        memberId: p.memberId,
        ...(p.federationId ? { federationId: p.federationId.trim() } : {}),
      })),
    })),
    unlinked: [...before].filter((m) => !playing.has(m)),
    at: command.at,
  });
}

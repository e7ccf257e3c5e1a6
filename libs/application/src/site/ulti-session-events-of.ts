// An Ulti session's events as its stream holds them (upcast), and the session decider's state
// folded from them: the score sheets as they stand, each deal's record after the jury's rulings.
import { ultiSessionDecider, ultiSessionStreamId, type UltiSessionEvent, type UltiSessionState } from '@club/club';
import { versionedEventOf } from '@club/events';
import type { Club } from '../club';

export function ultiSessionEventsOf(club: Club, sessionId: string): UltiSessionEvent[] {
  return club.store.readStream(ultiSessionStreamId(sessionId)).map((e) => versionedEventOf<UltiSessionEvent>(e));
}

export function ultiSessionStateOf(club: Club, sessionId: string): UltiSessionState {
  return ultiSessionEventsOf(club, sessionId).reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState);
}

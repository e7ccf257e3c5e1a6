// The director moves a table on to a later round when its phone was lost and it played on
// (TableMoved on the session stream); the table's page then shows that round's pairs and boards.
import type { Club } from '../club';
import { directorStreams } from './director-commands';
import type { SiteActor } from './site-actor';
import type { MoveTableInput } from './table-shapes';

export async function moveTable(club: Club, now: () => string, input: MoveTableInput, by: SiteActor) {
  const { sessionId, ...seat } = input;
  await directorStreams(club, now).session(sessionId, by, { type: 'MoveTable', ...seat, at: now() });
  return seat;
}

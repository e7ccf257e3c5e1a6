// Spec §10.9 and §8.9: a board's result is provisional until the official score is made available
// and while any ruling on it may still be appealed or is under appeal; official once published;
// final when both the correction and the appeal deadlines have passed with no appeal open. It
// depends on the clock, so it is worked out when read, from the stored deadlines.
import type { SessionView } from './session-document';

export type BoardStatus = 'provisional' | 'official' | 'final';

export interface StatusFacts {
  /** ISO time of the reading. */
  readonly now: string;
  /** Table-board stream ids with an appeal not yet decided or withdrawn (from the appeals' projection). */
  readonly openAppeals?: ReadonlySet<string>;
}

export function boardStatus(view: SessionView, section: string, board: number, facts: StatusFacts): BoardStatus {
  const publication = view.session.publications.at(-1);
  if (!publication) return 'provisional';
  const entries = view.tables.filter((t) => t.section === section && t.board === board);
  const now = Date.parse(facts.now);
  if (entries.some((e) => facts.openAppeals?.has(e.stream))) return 'provisional';
  const appealable = now <= Date.parse(publication.appealDeadline);
  if (appealable && entries.some((e) => e.rulings.length > 0)) return 'provisional';
  const closed = now > Date.parse(publication.correctionDeadline) && now > Date.parse(publication.appealDeadline);
  return closed ? 'final' : 'official';
}

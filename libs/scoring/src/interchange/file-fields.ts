// Where a results file's results are compared when its sections number their pairs each from 1 (USEBIO
// SECTIONs: `1NS` in A and `1NS` in B are two pairs): each section on its own, or every section across
// the field, as the file shows (`event.sectionScoring`); a file that does not say is compared across
// the field when its sections play the same boards, as a recorded session of it is. Pairs are then
// named `<section>:<pair>`, as the club names them across the field. A file whose pair ids are unique
// (one section, or Ruter's numbering across sections) is one field, its ids kept.
import type { SessionResults } from '@club/interchange';

export function fileScoringFields(session: SessionResults): SessionResults[] {
  const sectionsOf = new Map<string, Set<string | null>>();
  for (const r of session.boards.flatMap((b) => b.results))
    for (const pair of [r.ns, r.ew])
      if (pair !== null) sectionsOf.set(pair, (sectionsOf.get(pair) ?? new Set()).add(r.section));
  if (![...sectionsOf.values()].some((sections) => sections.size > 1)) return [session];

  const sections = [...new Set(session.boards.flatMap((b) => b.results.map((r) => r.section)))];
  const boardsOf = (section: string | null) =>
    session.boards
      .filter((b) => b.results.some((r) => r.section === section))
      .map((b) => b.board)
      .join(',');
  const across =
    session.event.sectionScoring === undefined
      ? sections.every((s) => boardsOf(s) === boardsOf(sections[0]!))
      : session.event.sectionScoring === 'across-field';
  const named = (section: string | null, pair: string | null) => (pair === null ? null : `${section ?? ''}:${pair}`);
  const fieldOf = (within: readonly (string | null)[]): SessionResults => ({
    ...session,
    participants: session.participants
      .filter((p) => within.includes(p.section))
      .map((p) => ({ ...p, id: named(p.section, p.id)! })),
    boards: session.boards
      .map((b) => ({
        ...b,
        results: b.results
          .filter((r) => within.includes(r.section))
          .map((r) => ({ ...r, ns: named(r.section, r.ns), ew: named(r.section, r.ew) })),
        sitOuts: b.sitOuts
          .filter((o) => within.includes(o.section))
          .map((o) => ({ ...o, pair: named(o.section, o.pair)! })),
        penalties: b.penalties
          ?.filter((p) => within.includes(p.section))
          .map((p) => ({ ...p, ns: named(p.section, p.ns), ew: named(p.section, p.ew) })),
      }))
      .filter((b) => b.results.length > 0),
  });
  return across ? [fieldOf(sections)] : sections.map((s) => fieldOf([s]));
}

// The properties every movement must have, checked on the schedule itself (not on how it was built):
// one assignment per table and round, a pair at one table per round, a board set at one table per
// round unless the tables declare they share it (or every table has its own copy), no pair playing a board twice, every board
// scheduled the same number of times, and no two pairs meeting twice (except a team match's stints).
import { meetingKey } from './meeting-key';
import type { Movement } from './movement';
import { individualMovementProblems } from './validate-individual';

export interface MovementSummary {
  /** Times each board is scheduled (played, or lost to a phantom's sit-out). */
  readonly boardPlays: ReadonlyMap<number, number>;
  /** Meetings per unordered couple of pairs, key `a|b` with a < b in `pairs` order. */
  readonly meetings: ReadonlyMap<string, number>;
  /** Boards played by each pair. */
  readonly boardsOf: ReadonlyMap<string, readonly number[]>;
}

export function summarizeMovement(movement: Movement): MovementSummary {
  const boardPlays = new Map<number, number>();
  const meetings = new Map<string, number>();
  const boardsOf = new Map<string, number[]>();
  const setBoards = new Map(movement.assignments.map((a) => [a.boardSet, a.boards]));
  for (const a of movement.assignments) {
    for (const board of a.boards) boardPlays.set(board, (boardPlays.get(board) ?? 0) + 1);
    const key = meetingKey(movement, a.ns, a.ew);
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
    for (const pair of [a.ns, a.ew]) boardsOf.set(pair, [...(boardsOf.get(pair) ?? []), ...a.boards]);
  }
  for (const s of movement.sitOuts) {
    for (const board of setBoards.get(s.boardSet) ?? []) boardPlays.set(board, (boardPlays.get(board) ?? 0) + 1);
  }
  return { boardPlays, meetings, boardsOf };
}

export function movementProblems(movement: Movement): string[] {
  // Players, not pairs, move in an individual: its own checker.
  if (movement.kind === 'individual') return individualMovementProblems(movement);
  const problems: string[] = [];
  const known = new Set(movement.pairs);
  const seats = new Map<string, string>();
  const sets = new Map<string, number[]>();
  for (const a of movement.assignments) {
    const at = `round ${a.round} table ${a.table}`;
    if (a.round < 1 || a.round > movement.rounds || a.table < 1 || a.table > movement.tables)
      problems.push(`${at} is outside the movement`);
    if (seats.has(at)) problems.push(`${at} is assigned twice`);
    seats.set(at, `${a.ns} v ${a.ew}`);
    for (const pair of [a.ns, a.ew]) {
      if (!known.has(pair)) problems.push(`${at}: '${pair}' is not a pair of the movement`);
      const where = `round ${a.round} pair ${pair}`;
      if (seats.has(where)) problems.push(`pair ${pair} sits at two tables in round ${a.round}`);
      seats.set(where, at);
    }
    if (a.ns === a.ew) problems.push(`${at}: pair ${a.ns} cannot play itself`);
    const setKey = `${a.round}/${a.boardSet}`;
    for (const other of movement.copies === 'per-table' ? [] : (sets.get(setKey) ?? [])) {
      const partner = movement.assignments.find((b) => b.round === a.round && b.table === other)!;
      if (!a.sharedWith.includes(other) || !partner.sharedWith.includes(a.table)) {
        problems.push(
          `board set ${a.boardSet} is at tables ${other} and ${a.table} in round ${a.round} without a declared share`,
        );
      }
    }
    sets.set(setKey, [...(sets.get(setKey) ?? []), a.table]);
  }
  for (const s of movement.sitOuts) {
    const where = `round ${s.round} pair ${s.pair}`;
    if (seats.has(where)) problems.push(`pair ${s.pair} sits out and plays in round ${s.round}`);
    seats.set(where, 'sit-out');
  }

  const summary = summarizeMovement(movement);
  for (const [pair, boards] of summary.boardsOf) {
    const seen = new Set<number>();
    for (const board of boards) {
      if (seen.has(board)) problems.push(`pair ${pair} plays board ${board} twice`);
      seen.add(board);
    }
  }
  const counts = new Set(summary.boardPlays.values());
  if (counts.size > 1) {
    const detail = [...summary.boardPlays].map(([board, times]) => `${board}×${times}`).join(' ');
    problems.push(`boards are not all played the same number of times: ${detail}`);
  }
  // In a team match the rooms' stints are one meeting continued; elsewhere pairs meet at most once.
  for (const [key, times] of movement.kind === 'teams' ? [] : summary.meetings) {
    if (times > 1) problems.push(`pairs ${key.replace('|', ' and ')} meet ${times} times`);
  }
  return problems;
}

export function assertValidMovement(movement: Movement): void {
  const problems = movementProblems(movement);
  if (problems.length > 0) throw new RangeError(`${movement.name}: ${problems.join('; ')}`);
}

// The checker of an individual movement, on the schedule itself: every assignment seats four
// players and names its partnerships `<N>-<S>`, `<E>-<W>`; a player sits once per round (every
// round when the movement has 4 × tables players); a board set is at one table per round unless
// shared or duplicated; no player plays a board twice; every board is played equally often; two
// players partner at most once — exactly once in a complete movement (players − 1 rounds), where
// every two players must also face each other equally often (twice, in a whist tournament).
import { meetingKey } from './meeting-key';
import type { Movement } from './movement';

export interface IndividualSummary {
  /** Rounds each unordered couple of players partnered, key `a|b` in `pairs` order. */
  readonly partners: ReadonlyMap<string, number>;
  /** Times each unordered couple of players sat as opponents. */
  readonly opponents: ReadonlyMap<string, number>;
  /** Boards played by each player. */
  readonly boardsOf: ReadonlyMap<string, readonly number[]>;
}

export function summarizeIndividual(movement: Movement): IndividualSummary {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const boardsOf = new Map<string, number[]>();
  const add = (map: Map<string, number>, a: string, b: string) => {
    const key = meetingKey(movement, a, b);
    map.set(key, (map.get(key) ?? 0) + 1);
  };
  for (const a of movement.assignments) {
    if (!a.seats) continue;
    const { N, E, S, W } = a.seats;
    add(partners, N, S);
    add(partners, E, W);
    for (const [x, y] of [
      [N, E],
      [N, W],
      [S, E],
      [S, W],
    ] as const)
      add(opponents, x, y);
    for (const p of [N, E, S, W]) boardsOf.set(p, [...(boardsOf.get(p) ?? []), ...a.boards]);
  }
  return { partners, opponents, boardsOf };
}

export function individualMovementProblems(movement: Movement): string[] {
  const problems: string[] = [];
  const known = new Set(movement.pairs);
  const seated = new Map<string, string>();
  const setTables = new Map<string, number[]>();
  const boardPlays = new Map<number, number>();
  for (const a of movement.assignments) {
    const at = `round ${a.round} table ${a.table}`;
    if (a.round < 1 || a.round > movement.rounds || a.table < 1 || a.table > movement.tables)
      problems.push(`${at} is outside the movement`);
    if (!a.seats) {
      problems.push(`${at} seats no players`);
      continue;
    }
    const { N, E, S, W } = a.seats;
    if (a.ns !== `${N}-${S}` || a.ew !== `${E}-${W}`)
      problems.push(`${at}: partnerships ${a.ns} v ${a.ew} do not match the seats N ${N}, E ${E}, S ${S}, W ${W}`);
    for (const p of [N, E, S, W]) {
      if (!known.has(p)) problems.push(`${at}: '${p}' is not a player of the movement`);
      const where = `${a.round}/${p}`;
      if (seated.has(where)) problems.push(`player ${p} sits at ${seated.get(where)} and ${at}`);
      seated.set(where, at);
    }
    const setKey = `${a.round}/${a.boardSet}`;
    for (const other of movement.copies === 'per-table' ? [] : (setTables.get(setKey) ?? [])) {
      if (!a.sharedWith.includes(other))
        problems.push(
          `board set ${a.boardSet} is at tables ${other} and ${a.table} in round ${a.round} without a declared share`,
        );
    }
    setTables.set(setKey, [...(setTables.get(setKey) ?? []), a.table]);
    for (const b of a.boards) boardPlays.set(b, (boardPlays.get(b) ?? 0) + 1);
  }
  if (movement.pairs.length === 4 * movement.tables) {
    for (let round = 1; round <= movement.rounds; round++) {
      const idle = movement.pairs.filter((p) => !seated.has(`${round}/${p}`));
      if (idle.length > 0)
        problems.push(
          `round ${round}: player${idle.length > 1 ? 's' : ''} ${idle.join(', ')} ${idle.length > 1 ? 'have' : 'has'} no seat`,
        );
    }
  }
  const summary = summarizeIndividual(movement);
  for (const [player, boards] of summary.boardsOf) {
    const twice = boards.filter((b, i) => boards.indexOf(b) !== i);
    for (const b of new Set(twice)) problems.push(`player ${player} plays board ${b} twice`);
  }
  if (new Set(boardPlays.values()).size > 1)
    problems.push(
      `boards are not all played the same number of times: ${[...boardPlays].map(([b, n]) => `${b}×${n}`).join(' ')}`,
    );
  for (const [key, times] of summary.partners)
    if (times > 1) problems.push(`players ${key.replace('|', ' and ')} partner ${times} times`);
  const complete = movement.rounds === movement.pairs.length - 1 && movement.pairs.length === 4 * movement.tables;
  if (complete) {
    const couples = (movement.pairs.length * (movement.pairs.length - 1)) / 2;
    if (summary.partners.size < couples)
      problems.push(`${couples - summary.partners.size} couples of players never partner`);
    const faced = [...summary.opponents.values()];
    const least = summary.opponents.size < couples ? 0 : Math.min(...faced);
    const most = Math.max(0, ...faced);
    if (least !== most)
      problems.push(`opponents are unbalanced: two players face each other from ${least} to ${most} times`);
  }
  return problems;
}

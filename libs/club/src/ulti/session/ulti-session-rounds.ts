// Check-in, the draw of each round, and the round's end. The draw is computed here, purely, from
// the players checked in and what the command gives (the ranking so far, the schedule's order),
// and the event records the tables drawn; a redraw of the round is a new event with its reason.
import { refuse } from '../../shared/refuse';
import { allPlayAllSchedule } from '../draw/all-play-all';
import { strengthOrder, strengthOrderDraw } from '../draw/strength-order';
import type { CheckInUltiPlayer, DrawUltiRound, EndUltiRound, WithdrawUltiPlayer } from './ulti-session-commands';
import { ultiEvent as event, type UltiSessionEvent, type UltiTableSheet } from './ulti-session-events';
import type { UltiSessionState } from './ulti-session-state';
import { checkSheets, openSession } from './ulti-session-checks';

export function checkIn(c: CheckInUltiPlayer, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const player = c.player.trim();
  if (state.excluded.includes(player))
    refuse('player-excluded', `'${player}' was excluded by the jury and cannot check in`, { player });
  if (state.checkedIn.includes(player)) refuse('already-checked-in', `'${player}' is already checked in`, { player });
  return [event('UltiPlayerCheckedIn', { player })];
}

export function withdraw(c: WithdrawUltiPlayer, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const player = c.player.trim();
  if (!state.checkedIn.includes(player)) refuse('not-checked-in', `'${player}' is not checked in`, { player });
  const current = state.rounds[state.round];
  const seat = current?.status === 'drawn' && Object.values(current.tables).find((t) => t.seating.includes(player));
  if (seat)
    refuse('player-seated', `'${player}' sits at table ${seat.table} of round ${state.round}, which has not ended`, {
      player,
      table: seat.table,
    });
  return [event('UltiPlayerWithdrawn', { player, reason: c.reason?.trim() || null })];
}

/** Pairs already seated together in rounds before `round`. */
function metBefore(state: UltiSessionState, round: number): Set<string> {
  const met = new Set<string>();
  for (const r of Object.values(state.rounds))
    if (r.round < round)
      for (const t of Object.values(r.tables))
        for (const a of t.seating) for (const b of t.seating) met.add(`${a}\u0000${b}`);
  return met;
}

function repeatedPairs(tables: readonly UltiTableSheet[], met: Set<string>): number {
  let n = 0;
  for (const t of tables)
    t.players.forEach((a, i) => t.players.slice(i + 1).forEach((b) => (n += met.has(`${a}\u0000${b}`) ? 1 : 0)));
  return n;
}

function checkRoundOrder(c: DrawUltiRound, state: UltiSessionState): boolean {
  const current = state.rounds[state.round];
  const redraw = current !== undefined && c.round === state.round;
  if (redraw) {
    if (current.status === 'ended')
      refuse('round-ended', `round ${c.round} has ended: it cannot be drawn again`, { round: c.round });
    if (!c.reason?.trim())
      refuse('redraw-needs-reason', `round ${c.round} is already drawn: a redraw needs its reason`, { round: c.round });
    const played = Object.values(current.tables).find((t) => t.nextDealNo > 1);
    if (played)
      refuse(
        'round-has-deals',
        `round ${c.round}: table ${played.table} has recorded deals; it cannot be drawn again`,
        {
          round: c.round,
          table: played.table,
        },
      );
    return true;
  }
  if (c.round !== state.round + 1)
    refuse('round-out-of-order', `the next round to draw is ${state.round + 1}, not ${c.round}`, {
      expected: state.round + 1,
      got: c.round,
    });
  if (current && current.status !== 'ended')
    refuse('round-not-ended', `round ${state.round} has not ended: end it before drawing round ${c.round}`, {
      round: state.round,
    });
  return false;
}

/** Seats everyone checked in by the command's method; the players in the order used, and the tables. */
function seat(c: DrawUltiRound, state: UltiSessionState): { order: string[]; tables: UltiTableSheet[] } {
  const players = [...state.checkedIn];
  switch (c.method) {
    case 'given': {
      if (!c.tables) refuse('tables-missing', `round ${c.round}: a given draw needs its tables`, { field: 'tables' });
      const tables = c.tables!;
      checkSheets(`round ${c.round}`, tables);
      for (const p of tables.flatMap((t) => t.players))
        if (!players.includes(p))
          refuse('player-not-checked-in', `round ${c.round}: '${p}' is not checked in`, { player: p });
      const unseated = players.filter((p) => !tables.some((t) => t.players.includes(p)));
      if (unseated.length)
        refuse('player-not-checked-in', `round ${c.round}: '${unseated[0]}' is checked in but has no table`, {
          player: unseated[0]!,
        });
      return {
        order: tables.flatMap((t) => [...t.players]),
        tables: tables.map((t) => ({ ...t, players: [...t.players] })),
      };
    }
    case 'strength-order': {
      const order = strengthOrder(c.ranking ?? [], players);
      const previous = Object.values(state.rounds)
        .filter((r) => r.round < c.round)
        .flatMap((r) => Object.values(r.tables).map((t) => t.seating));
      return { order, tables: strengthOrderDraw(order, { ...c.strength, previous }) };
    }
    case 'all-play-all': {
      const running = state.allPlayAll !== null && state.allPlayAll.firstRound < c.round ? state.allPlayAll : null;
      const order = [...(running?.order ?? c.order ?? players)];
      const missing = order.filter((p) => !players.includes(p));
      const added = players.filter((p) => !order.includes(p));
      if (missing.length || added.length)
        refuse(
          running ? 'players-changed' : 'order-mismatch',
          running
            ? `the all-play-all schedule began in round ${running.firstRound} with other players (gone: ${missing.join(', ') || '-'}; new: ${added.join(', ') || '-'}): draw by strength order instead`
            : `order: the schedule's places must list exactly the players checked in (not checked in: ${missing.join(', ') || '-'}; missing: ${added.join(', ') || '-'})`,
          { missing, added },
        );
      const schedule = allPlayAllSchedule(order, c.rounds);
      const index = c.round - (running?.firstRound ?? c.round);
      const round = schedule.rounds[index];
      if (!round)
        refuse('schedule-complete', `the all-play-all schedule has ${schedule.rounds.length} rounds; all are played`, {
          rounds: schedule.rounds.length,
        });
      return { order, tables: [...round!.tables] };
    }
  }
}

export function drawRound(c: DrawUltiRound, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const redraw = checkRoundOrder(c, state);
  const n = state.checkedIn.length;
  if (n < 3) refuse('too-few-players', `round ${c.round}: ${n} players checked in; a table needs 3`, { players: n });
  let drawn: { order: string[]; tables: UltiTableSheet[] };
  try {
    drawn = seat(c, state);
  } catch (error) {
    // tableSizes: 5 players cannot sit at tables of three or four.
    if (error instanceof RangeError) refuse('cannot-seat', `round ${c.round}: ${error.message}`, { players: n });
    throw error;
  }
  return [
    event('UltiRoundDrawn', {
      round: c.round,
      method: c.method,
      order: drawn!.order,
      tables: drawn!.tables,
      reason: redraw ? c.reason!.trim() : null,
      repeatedPairs: repeatedPairs(drawn!.tables, metBefore(state, c.round)),
    }),
  ];
}

export function endRound(c: EndUltiRound, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const r = state.rounds[c.round];
  if (!r || c.round !== state.round)
    refuse('round-not-drawn', `round ${c.round} is not the round being played (${state.round})`, { round: c.round });
  if (r!.status === 'ended') refuse('round-ended', `round ${c.round} has already ended`, { round: c.round });
  const perTable = state.dealsPerTable;
  const short = perTable === null ? undefined : Object.values(r!.tables).find((t) => t.nextDealNo - 1 < perTable);
  if (short && perTable !== null)
    refuse(
      'round-incomplete',
      `round ${c.round}: table ${short.table} has played ${short.nextDealNo - 1} of its ${perTable} deals`,
      { round: c.round, table: short.table, deals: short.nextDealNo - 1, dealsPerTable: perTable },
    );
  return [event('UltiRoundEnded', { round: c.round, leagueId: state.leagueId })];
}

// A vugraph header, `vg|Club Teams,Round 1,I,1,12,Aces,0,Kings,3|`: the event, the segment, the
// scoring (I: IMPs, P: matchpoints, B: Butler), the first and last board, then the two teams, each
// with the IMPs it carries into the segment. The first team sits North-South in the open room.
export interface LinMatchHeader {
  readonly event: string | null;
  readonly segment: string | null;
  /** The scoring letter as written (I, P, B), null when none. */
  readonly scoring: string | null;
  /** Both teams, when the header names two different ones: the file is a two-room match. */
  readonly teams: { readonly home: string; readonly away: string } | null;
  /** The IMPs each team carries over into the segment (0 when not written). */
  readonly carriedOver: { readonly home: number; readonly away: number };
}

export function parseLinMatchHeader(value: string): LinMatchHeader {
  const fields = value.split(',').map((field) => field.trim());
  const text = (i: number) => fields[i] || null;
  const imps = (i: number) => {
    const n = Number(fields[i] ?? '');
    return fields[i] && Number.isFinite(n) ? n : 0;
  };
  const home = text(5);
  const away = text(7);
  return {
    event: text(0),
    segment: text(1),
    scoring: text(2),
    teams: home !== null && away !== null && home !== away ? { home, away } : null,
    carriedOver: { home: imps(6), away: imps(8) },
  };
}

// The league procedures that change or import are the league administrators' alone; the seasons,
// leagues and their tables are read by every member too (totals, nothing behind the secrecy rule).
export const LEAGUE_ADMIN = { access: 'roles', anyOf: [{ role: 'league-admin' }] } as const;
export const LEAGUE_READER = { access: 'roles', anyOf: [{ role: 'member' }, { role: 'league-admin' }] } as const;

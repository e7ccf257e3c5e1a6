// Every league procedure is the league administrators' alone.
export const LEAGUE_ADMIN = { access: 'roles', anyOf: [{ role: 'league-admin' }] } as const;

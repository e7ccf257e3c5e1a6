// The members area and the accounts are the club administrators' alone.
export const CLUB_ADMIN = { access: 'roles', anyOf: [{ role: 'club-admin' }] } as const;

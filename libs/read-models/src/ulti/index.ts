// Ulti read models: the session ledger, standings, league table, sportulti, seating draws.
export * from './ulti-event';
export * from './ulti-session-document';
export * from './settle-record';
export * from './ulti-session-projection';
export * from './ulti-session-totals-projection';
export * from './ulti-league-projection';
export * from './ulti-standings';
export * from './ulti-league-table';
export * from './ulti-sportulti';
export * from './ulti-league-job';
export * from './ulti-settlement-check';
export * from './ulti-standings-job';

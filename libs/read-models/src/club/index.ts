export * from './club-members-document';
export * from './club-members-projection';
export * from './read-club-members';
export * from './role-audit-projection';

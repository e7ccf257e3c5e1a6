// Rubber tables: the table's sheet and evening, members' rubber evenings, the ladder of a period.
export * from './rubber-table-projection';
export * from './rubber-index-projection';
export * from './read-rubber';
export * from './next-dealer';
export * from './rubber-ladder';
export * from './club-calendar-day';

// Appeal timelines (projection `appeal.timeline`): per case every event of the board, the
// session's publications and deadlines, the appeal's events and its current state.
export * from './appeal-timeline-document';
export * from './timeline-entry';
export * from './appeal-timeline-projection';
export * from './appeal-timeline';
export * from './timeline-said';

export * from './envelope/event-envelope';
export * from './envelope/event-schemas';
export * from './decider/decider';
export * from './decider/given-when-then';
export * from './upcasting/upcaster-registry';
export * from './envelope/domain-event';

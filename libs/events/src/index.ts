export * from './envelope/event-envelope';
export * from './envelope/event-schemas';
export * from './decider/decider';
export * from './decider/domain-error';
export * from './upcasting/upcaster-registry';
export * from './input/text-limits';
export * from './envelope/domain-event';
export * from './decider/parse-command';

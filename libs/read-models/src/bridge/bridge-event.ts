// Club events as the store hands them over: the domain event is `data` plus its `type`.
import type { RecordedEvent } from '@club/events';

export function domainEventOf<E>(recorded: RecordedEvent): E {
  return { ...(recorded.data as object), type: recorded.type } as E;
}

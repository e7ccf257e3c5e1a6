// Refusals of the club's deciders: a DomainError with a stable code and a message naming the value.
import { DomainError } from '@club/events';

export function refuse(code: string, message: string, details: Readonly<Record<string, unknown>> = {}): never {
  throw new DomainError(code, message, details);
}

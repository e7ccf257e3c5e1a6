// Refusals of the club's deciders: a DomainError with a stable code and a message naming the value.
import { DomainError, type DomainParams } from '@club/events';
import type { ClubRefusalCode } from './refusal-codes';

export function refuse(code: ClubRefusalCode, message: string, params: DomainParams = {}): never {
  throw new DomainError<ClubRefusalCode>(code, message, params);
}

// Where a lodged appeal stands, in words. Keyed by the appeal's status union. English; the pages' own
// language: the catalogue's appealsStatus (messages/appeals).
import type { AppealStatus } from '@club/club';

export const APPEAL_STATUS_WORDS: Readonly<Record<Exclude<AppealStatus, 'none'>, string>> = {
  lodged: 'lodged',
  rejected: 'rejected',
  routed: 'routed',
  'hearing-scheduled': 'hearing scheduled',
  heard: 'heard',
  decided: 'decided',
  referred: 'referred',
  'further-appeal': 'further appeal',
  final: 'final',
  withdrawn: 'withdrawn',
};

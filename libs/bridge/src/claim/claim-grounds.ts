// Edition-dependent grounds for undoing an agreed claim or concession (spec §0.2, §4):
// 69B withdrawal of acquiescence and 71 cancelled concessions.
import type { LawsEdition } from '../director/laws-edition';

export type AcquiescenceGround = 'trick-actually-won' | 'would-likely-have-won' | 'not-losable-normal-play';
export type ConcessionGround =
  'actually-won' | 'not-losable-normal-play' | 'not-losable-legal-play' | 'contract-already-made-or-defeated';

/** 69B: 2007 "would likely have won had play continued"; 1997 "could not be lost by any normal play". */
export const ACQUIESCENCE_GROUNDS: Readonly<Record<LawsEdition, readonly AcquiescenceGround[]>> = {
  '2007': ['trick-actually-won', 'would-likely-have-won'],
  '1997': ['trick-actually-won', 'not-losable-normal-play'],
};

/** 71: 2007 (1) actually won, (2) not losable by any normal play. 1997 71A-C. */
export const CONCESSION_GROUNDS: Readonly<Record<LawsEdition, readonly ConcessionGround[]>> = {
  '2007': ['actually-won', 'not-losable-normal-play'],
  '1997': ['actually-won', 'not-losable-legal-play', 'contract-already-made-or-defeated', 'not-losable-normal-play'],
};

/**
 * The deadline of a cancellation ground: the correction period (79C), except 1997 71C (normal
 * play), only until the conceding side calls on the next board or the round ends.
 */
export function concessionDeadline(
  edition: LawsEdition,
  ground: ConcessionGround,
): 'correction-period' | 'next-board-or-round-end' {
  return edition === '1997' && ground === 'not-losable-normal-play' ? 'next-board-or-round-end' : 'correction-period';
}

// The running Ulti tables a member sits at (slice: members): the application's use case
// (@club/application: UltiSeatsUseCases, shapes in ulti-seated-shapes.ts), and its in-memory fake.
import type { UltiSeats, UltiSeatsUseCases } from '@club/application';

export interface UltiSeatsData {
  readonly ultiSeats?: Readonly<Record<string, UltiSeats>>;
}

/** Over plain data: a member seated nowhere has no seats. */
export function inMemoryUltiSeats(data: UltiSeatsData): UltiSeatsUseCases {
  return { ultiSeats: (memberId) => [...(data.ultiSeats?.[memberId] ?? [])] };
}

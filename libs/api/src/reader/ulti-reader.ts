// Ulti league tables, session standings and deal replays (slice: members).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UltiReader {}

export interface UltiData {}

/** Over plain data: the tests' fixture. */
export function inMemoryUltiReader(_data: UltiData): UltiReader {
  return {};
}


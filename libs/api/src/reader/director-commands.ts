// What a director does through the site: sessions, results, rulings, publication (slice: director).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DirectorCommands {}

export interface DirectorCommandsData {}

/** Over plain data: the tests' fixture. */
export function inMemoryDirectorCommands(_data: DirectorCommandsData): DirectorCommands {
  return {};
}

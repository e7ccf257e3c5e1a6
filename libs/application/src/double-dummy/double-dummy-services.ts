// The job services of a process that analyses deals (the worker, `club demo`): the DDS solver
// when the library loads, else none, said once: the analysis jobs then wait for a process that
// has it, and the results pages say the tables are not available. The web server never loads it.
import { DOUBLE_DUMMY_SERVICE, type JobServices } from '@club/read-models';
import { loadDoubleDummy } from '@club/double-dummy';

export function doubleDummyServices(log: (line: string) => void, setting: 'on' | 'off' = 'on'): JobServices {
  // Off (CLUB_DOUBLE_DUMMY=off): the library is never loaded, the analysis jobs wait.
  if (setting === 'off') return {};
  const load = loadDoubleDummy();
  if (!load.available) {
    log(`double-dummy tables unavailable (${load.reason}); the results pages say so`);
    return {};
  }
  return { [DOUBLE_DUMMY_SERVICE]: load.solver };
}

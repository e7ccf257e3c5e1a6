// The solver for the tests: the real DDS library. When it cannot be loaded the tests are skipped,
// and the reason is printed once, so a machine without libdds0 says why.
import { loadDoubleDummy, type DoubleDummySolver } from '../src';

const load = loadDoubleDummy();
if (!load.available) console.warn(`double-dummy tests skipped: ${load.reason}`);

export const solver: DoubleDummySolver | undefined = load.available ? load.solver : undefined;
export const withSolver = load.available;

// The registry of the benchmark's worker process (CLUB_REGISTRY): the season-shaped projections.
import type { Registry } from '../src';
import { seasonProjections, sessionResultsJob } from '../../read-models/bench/season';

export const registry: Registry = { projections: seasonProjections, jobKinds: [sessionResultsJob] };

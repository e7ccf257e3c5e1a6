// The registry the worker processes of the tests load (CLUB_REGISTRY): the read-models test
// projections, and the results job, which hangs once per job when CLUB_TEST_HANG_DIR is set, so a
// test can SIGKILL a worker in the middle of a job.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DerivedJobKind } from '@club/read-models';
import type { Registry } from '../../src';
import { resultsJob, testProjections } from '../../../read-models/test/framework/fixtures';

const hangDir = process.env['CLUB_TEST_HANG_DIR'];

const hangingOnce: DerivedJobKind = {
  ...resultsJob,
  compute(job, documents, services) {
    const marker = hangDir && join(hangDir, `${job.jobId}.attempted`);
    if (marker && !existsSync(marker)) {
      writeFileSync(marker, String(process.pid));
      process.stdout.write(`hanging in ${job.jobId}\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    }
    return resultsJob.compute(job, documents, services);
  },
};

export const registry: Registry = { projections: testProjections, jobKinds: [hangingOnce] };

/** The results job failing its first `times` computations with 'scoring service hiccup'. */
export function failingFirst(times: number): DerivedJobKind {
  let failures = times;
  return {
    ...resultsJob,
    compute(job, documents, services) {
      if (failures-- > 0) throw new Error('scoring service hiccup');
      return resultsJob.compute(job, documents, services);
    },
  };
}

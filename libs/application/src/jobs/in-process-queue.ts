// The embedded default (one club on one machine, no Redis): the processors run in this process,
// right after the append that triggered them. A job that throws stays pending in the outbox and
// is tried again after the retry delay.
import type { ProjectionRunner } from '@club/read-models';
import type { JobQueue, JobQueueSettings } from './job-queue';

export function inProcessQueue(runner: ProjectionRunner, settings: JobQueueSettings): JobQueue {
  return {
    mode: 'in-process',
    async dispatch() {
      let ran = 0;
      for (const job of runner.jobs.due(settings.retryAfterMs)) {
        runner.jobs.markEnqueued(job.jobId);
        try {
          await settings.run(job.jobId);
          ran++;
        } catch (error) {
          settings.log(
            `job ${job.jobId} failed (tried again in ${settings.retryAfterMs} ms): ${(error as Error).message}`,
          );
        }
      }
      return ran;
    },
    startWorker: async () => undefined,
    close: async () => undefined,
  };
}

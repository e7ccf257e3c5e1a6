// Times a run that returns how many events it handled: events per wall-clock second and per
// second of this process's CPU time (steadier when other processes share the cores).

export interface Rate {
  /** Events per wall-clock second. */
  readonly eventsPerSec: number;
  /** Events per second of this process's CPU time. */
  readonly eventsPerCpuSec: number;
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

export function timed(run: () => number): Rate {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const count = run();
  const used = process.cpuUsage(cpu);
  return {
    eventsPerSec: Math.round(count / seconds(start)),
    eventsPerCpuSec: Math.round(count / ((used.user + used.system) / 1e6)),
  };
}

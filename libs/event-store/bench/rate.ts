// A measured rate: events per wall-clock second and per second of this process's CPU time.
export interface Rate {
  /** Events per wall-clock second. */
  readonly eventsPerSec: number;
  /** Events per second of this process's CPU time: steadier when other processes share the cores. */
  readonly eventsPerCpuSec: number;
}

export function timed(run: () => number): Rate {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const count = run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const used = process.cpuUsage(cpu);
  return {
    eventsPerSec: Math.round(count / seconds),
    eventsPerCpuSec: Math.round(count / ((used.user + used.system) / 1e6)),
  };
}

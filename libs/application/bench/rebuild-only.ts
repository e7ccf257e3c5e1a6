// The rebuild alone, for profiling: `tsx bench/rebuild-only.ts`. Builds a season of BENCH_EVENTS
// real events (default 1,000,000; ./real-season.ts), reads it once with readAll, then rebuilds
// every registered projection and job kind from it and prints both rates as JSON lines.
// BENCH_FILE keeps the season in that file (made once, reused: profiling runs skip the set-up).
// BENCH_PROFILE=<file.cpuprofile> records a V8 CPU profile of the rebuild only (read it with
// `tsx bench/profile-top.ts <file>`).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@club/event-store';
import { createProjectionRunner } from '@club/read-models';
import { registry } from '../src';
import { appendSeason, demoTemplate } from './real-season';
import { timed } from './timed';

const events = Number(process.env['BENCH_EVENTS'] || 1_000_000);
const keep = process.env['BENCH_FILE'];
const dir = keep ? undefined : mkdtempSync(join(tmpdir(), 'rebuild-only-'));
const file = keep ?? join(dir!, 'season.db');
const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

try {
  const fresh = !existsSync(file);
  const store = openEventStore({ file });
  if (fresh) appendSeason(store, await demoTemplate(), events);
  const read = timed(() => {
    let n = 0;
    for (let from = 1; ; from += 10_000) {
      const page = store.readAll({ fromPosition: from, limit: 10_000 });
      n += page.length;
      if (page.length < 10_000) return n;
    }
  });
  report({ bench: 'store.readAll', ...read });
  const { projections, jobKinds } = registry;
  let documents = 0;
  const profile = process.env['BENCH_PROFILE'];
  const session = new Session();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))),
    );
  if (profile) {
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 500 });
    await post('Profiler.start');
  }
  const rebuilt = timed(() => {
    const result = createProjectionRunner(store, { projections, jobKinds }).rebuild();
    documents = result.projections.reduce((n, p) => n + p.documents, 0);
    return result.events;
  });
  if (profile) {
    const { profile: recorded } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(profile, JSON.stringify(recorded));
    session.disconnect();
  }
  report({
    bench: 'read-models.rebuild',
    ...rebuilt,
    documents,
    ratio: +(rebuilt.eventsPerSec / read.eventsPerSec).toFixed(3),
    ratioCpu: +(rebuilt.eventsPerCpuSec / read.eventsPerCpuSec).toFixed(3),
    loadAverage1m: +loadavg()[0]!.toFixed(2),
  });
  store.close();
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

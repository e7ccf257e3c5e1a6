// Issue 18: the processes are stateless against PostgreSQL and Redis. Two web processes and three
// workers serve one club whose log is in PostgreSQL, each on a "host" of its own: a network
// namespace the test makes (./network-hosts.ts), with its own address and loopback, joined to this
// machine by a veth link. PostgreSQL and Redis listen on 127.0.0.1 only, so the test forwards each
// host's gateway address to them, and each process is told its gateway's address for both; the
// sites listen on their host's address, and the test and its browser reach them there. Where
// namespaces cannot be made (not root, no `ip`, `ip netns add` refused) the test says why and runs
// the five as plain processes on separate ports instead.
// Every job of the demo's season is due at once: the club is migrated with `club migrate --to
// postgres` and its job ledger emptied, so the results, rankings, league tables and the deals'
// double-dummy analyses are all to be done again (the cost of each card played aside, recorded as
// the club's file has it: minutes of solving that would test the solver, not the processes). While the workers do them and both sites are
// being read, one web process and one worker are killed with SIGKILL. Then: every job is recorded
// once in the ledger, the derived documents are exactly those the club's own SQLite file holds
// (none lost, none doubled), the surviving site answered every request, and it shows a deal's
// double-dummy table that a worker solved. Screenshot in docs/screenshots/issue-18/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { demoRoleHolders, openClub } from '@club/application';
import { CLUB_ROLES } from '@club/club';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, useTestDatabase } from '../../../../libs/event-store/test/support/postgres';
import { expectFitsPhone, launchChromium, phonePage, ROOT, seedDemoClubFile, signInAs } from './demo-browser';
import { makeNetworkHosts, type NetworkHost, type NetworkHosts } from './network-hosts';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

interface RunningWorker {
  readonly pid: number | undefined;
  readonly output: () => string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `wrap`: a command that runs the worker (`ip netns exec <name>`, which execs it: the same process). */
function startWorker(env: Readonly<Record<string, string>>, wrap: readonly string[] = []): Promise<RunningWorker> {
  const [command, ...args] = [...wrap, process.execPath, 'apps/worker/bin/worker.mjs'];
  const child: ChildProcess = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (gone()) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };
  return new Promise((ready, fail) => {
    const check = setInterval(() => {
      if (output.includes('worker ready')) {
        clearInterval(check);
        ready({ pid: child.pid, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      fail(new Error(`a worker exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Reads a page now and then until stopped: each answer's status, or 0 when nothing answered. */
function reader(url: string) {
  const answers: Array<{ readonly at: number; readonly status: number }> = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const status = await fetch(url, { signal: AbortSignal.timeout(15_000) }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      answers.push({ at: Date.now(), status });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    answers,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe.skipIf(!postgresAvailable)('two web processes and three workers on PostgreSQL, one of each killed', () => {
  const database = useTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'club-pg-hosts-e2e-'));
  const demo = join(dir, 'demo.sqlite');
  let sites: RunningSite[] = [];
  let workers: RunningWorker[] = [];
  let browser: Browser | undefined;
  let network: NetworkHosts | undefined;

  beforeAll(async () => {
    seedDemoClubFile(demo);
    // The demo's role holders named as a site names them at its start, so that the sites started
    // below append nothing: the club file then holds every job the club has.
    const club = await openClub({ file: demo, mustExist: true, queue: 'in-process', log: () => {} });
    try {
      await demoRoleHolders(club, CLUB_ROLES, { clubId: 'demo' });
      await club.settle();
    } finally {
      await club.close();
    }
    const migrated = spawnSync(
      process.execPath,
      ['apps/cli/bin/club.mjs', 'migrate', '--to', 'postgres', '--db', demo, '--url', database.url, '--club', 'demo'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (migrated.status !== 0) throw new Error(`club migrate failed: ${migrated.stderr}`);
    // Every job of the season due again: none is in the ledger (the double-dummy analyses never were).
    await database.admin.query('DELETE FROM read_model_job_runs');
    // But the cost of each card played, which takes minutes to solve: recorded as the club's file has
    // it, so the run is about the processes, not the solver.
    const file = new Database(demo, { readonly: true });
    const solved = file
      .prepare<[], Record<string, string | number>>(
        "SELECT kind, key, doc, job_id, source_stream, source_version, source_position, computed_at FROM read_model_derived WHERE job_id LIKE 'play-analysis.%'",
      )
      .all();
    file.close();
    for (const row of solved) {
      await database.admin.query(
        "INSERT INTO read_model_derived (club_id, kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) VALUES ('demo', $1, $2, $3, $4, $5, $6, $7, $8)",
        [
          row['kind'],
          row['key'],
          row['doc'],
          row['job_id'],
          row['source_stream'],
          row['source_version'],
          row['source_position'],
          row['computed_at'],
        ],
      );
      await database.admin.query(
        "INSERT INTO read_model_job_runs (club_id, job_id, seq, done_by, finished_at) VALUES ('demo', $1, 0, 'the club file', $2) ON CONFLICT DO NOTHING",
        [row['job_id'], row['computed_at']],
      );
    }
    ensureBuilt();
    // A host each: two sites, three workers.
    const made = await makeNetworkHosts(5, [Number(new URL(database.url).port || 5432), 6379]);
    if ('reason' in made)
      console.warn(
        `postgres-hosts: no network namespaces (${made.reason}): the five processes run as plain processes on separate ports`,
      );
    else {
      network = made;
      console.info(
        `postgres-hosts: five network namespaces (${made.hosts.map((h) => `${h.name} at ${h.address}`).join(', ')})`,
      );
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([...sites.map((s) => s.stop()), ...workers.map((w) => w.stop())]);
    await network?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does every job once while one web process and one worker die', async () => {
    // One queue for the club's processes in this run's own Redis keys.
    const shared = {
      CLUB_ID: 'demo',
      CLUB_QUEUE: 'bullmq',
      CLUB_QUEUE_PREFIX: `hosts-${randomBytes(4).toString('hex')}`,
      // A dead worker's job is taken over within seconds, not the default half-minute.
      CLUB_WORKER_LOCK_MS: '3000',
      CLUB_WORKER_STALLED_MS: '1000',
      CLUB_RETRY_AFTER_MS: '5000',
    };
    // PostgreSQL and Redis as a host reaches them: through its gateway, or here when there are no hosts.
    const services = (host: NetworkHost | undefined) => ({
      CLUB_DATABASE_URL: host ? host.via(database.url) : database.url,
      REDIS_URL: host ? host.via('redis://127.0.0.1:6379') : 'redis://127.0.0.1:6379',
    });
    const hostOf = (n: number) => network?.hosts[n];
    // The sites first (hosts 0 and 1): their jobs wait in the queue until the workers come.
    sites = await Promise.all(
      [0, 1].map((n) => {
        const host = hostOf(n);
        return startSite({
          env: { ...shared, ...services(host), CLUB_DB: join(dir, `site${n + 1}.sqlite`) },
          ...(host ? { wrap: host.wrap, address: host.address } : {}),
        });
      }),
    );
    workers = await Promise.all(
      [2, 3, 4].map((n) =>
        startWorker(
          { ...shared, ...services(hostOf(n)), CLUB_DB: join(dir, `worker${n - 1}.sqlite`), CLUB_DOUBLE_DUMMY: 'on' },
          hostOf(n)?.wrap,
        ),
      ),
    );
    if (network) {
      // Each process really is on a host of its own: five network namespaces, none the test's.
      const namespaces = [...sites, ...workers].map((p) => readlinkSync(`/proc/${p.pid}/ns/net`));
      expect(new Set(namespaces).size).toBe(5);
      expect(namespaces).not.toContain(readlinkSync('/proc/self/ns/net'));
      expect(sites.map((s) => new URL(s.url).hostname)).toEqual(network.hosts.slice(0, 2).map((h) => h.address));
    }
    const readers = sites.map((site) => reader(`${site.url}/results`));

    const file = new Database(demo, { readonly: true });
    const expectedJobs = file
      // Each subject's latest job: the file did some subjects' earlier jobs too, as they came.
      .prepare<[], string>(
        "SELECT job_id FROM read_model_jobs j WHERE status = 'done' AND NOT EXISTS (SELECT 1 FROM read_model_jobs k " +
          'WHERE k.kind = j.kind AND k.subject = j.subject AND k.source_position > j.source_position) ORDER BY job_id',
      )
      .pluck()
      .all();
    const expectedDerived = file
      .prepare('SELECT kind, key, doc, job_id FROM read_model_derived ORDER BY kind, key')
      .all();
    file.close();
    expect(expectedJobs.length).toBeGreaterThan(100);
    const recorded = async () =>
      Number((await database.admin.query('SELECT count(*) AS n FROM read_model_job_runs')).rows[0].n);

    // Mid-work: some jobs recorded, most still to do.
    const before = await recorded();
    for (let n = before; n < before + 10; n = await recorded()) await new Promise((r) => setTimeout(r, 100));
    expect(await recorded()).toBeLessThan(expectedJobs.length);
    const killedAt = Date.now();
    await Promise.all([workers[0]!.kill(), sites[0]!.kill()]);

    for (let waited = 0; (await recorded()) < expectedJobs.length && waited < 240_000; waited += 250)
      await new Promise((r) => setTimeout(r, 250));
    await Promise.all(readers.map((r) => r.stop()));

    // Every job once: the ledger's rows are the club's jobs, each one row (its primary key).
    const runs = (await database.admin.query('SELECT job_id, done_by FROM read_model_job_runs ORDER BY job_id'))
      .rows as Array<{
      job_id: string;
      done_by: string;
    }>;
    expect(runs.map((r) => r.job_id)).toEqual(expectedJobs);
    // The work was shared: more than one worker recorded jobs.
    expect(new Set(runs.filter((r) => r.done_by !== 'the club file').map((r) => r.done_by)).size).toBeGreaterThan(1);
    // No result lost or doubled: the derived documents are the club file's, to the byte.
    const derived = (
      await database.admin.query(
        'SELECT kind, key, doc, job_id FROM read_model_derived WHERE club_id = \'demo\' ORDER BY kind COLLATE "C", key COLLATE "C"',
      )
    ).rows;
    expect(derived).toEqual(expectedDerived);

    // The survivor answered every request, before and after the kill; the killed one stopped answering.
    const [killed, survivor] = readers as [ReturnType<typeof reader>, ReturnType<typeof reader>];
    expect(survivor.answers.filter((a) => a.at > killedAt).length).toBeGreaterThan(5);
    expect(survivor.answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(killed.answers.filter((a) => a.at > killedAt + 1_000).every((a) => a.status === 0)).toBe(true);

    // On the surviving site a member sees a deal's double-dummy table, solved by a worker.
    browser = await launchChromium();
    const page = await phonePage(browser);
    await signInAs(page, sites[1]!, 'member');
    await page.goto(`${sites[1]!.url}/results/mitchell1/1`);
    await page.getByTestId('double-dummy').waitFor();
    await expectFitsPhone(page);
    await page.screenshot({
      path: join(ROOT, 'docs/screenshots/issue-18', 'double-dummy-after-a-worker-died.png'),
      fullPage: true,
    });
  }, 400_000);
});

// Separate "hosts" on this machine for a test: one network namespace each, made and removed by the
// test. PostgreSQL and Redis listen on 127.0.0.1 of the root namespace only, which a namespace
// cannot reach; so each host gets a veth pair (the root side its gateway, a /30 of 10.218.<r>.0/24
// per host), and the test process forwards TCP from each gateway's service ports to 127.0.0.1.
// A host's processes then name their gateway where they would name 127.0.0.1, and the test (and
// its browser) reach a host at its own address from the root namespace, as another machine would.
// Namespaces need root and iproute2's `ip`; without them makeNetworkHosts says why instead.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface NetworkHost {
  /** The namespace's name (`ip netns list`). */
  readonly name: string;
  /** The host's own address: its processes listen here and the root namespace reaches them here. */
  readonly address: string;
  /** The root side of its link: the forwarders to 127.0.0.1 listen here. */
  readonly gateway: string;
  /** The command prefix that runs a program inside the namespace. */
  readonly wrap: readonly string[];
  /** `url` (a service on 127.0.0.1 of the root namespace) as this host reaches it: through its gateway. */
  via(url: string): string;
}

export interface NetworkHosts {
  readonly hosts: readonly NetworkHost[];
  /** Closes the forwarders and deletes the namespaces and their links; safe to call after a partial failure. */
  remove(): Promise<void>;
}

function ip(args: readonly string[]): { ok: boolean; said: string } {
  const run = spawnSync('ip', args, { encoding: 'utf8' });
  if (run.error) return { ok: false, said: run.error.message };
  return { ok: run.status === 0, said: `${run.stderr}${run.stdout}`.trim() };
}

/** Whether the process is alive (a signal 0 reaches it; EPERM: alive, another user's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the namespaces of earlier runs whose test process is gone (killed before its afterAll):
 * their names carry that process's pid. Their veth pairs go with them.
 */
function removeStaleHosts(): void {
  for (const line of ip(['netns', 'list']).said.split('\n')) {
    const match = /^(club-(\d+)-[0-9a-f]+-\d+)\b/.exec(line.trim());
    if (match && !alive(Number(match[2]))) ip(['netns', 'del', match[1]!]);
  }
}

/** A third octet of 10.218.x.0/24 that no interface of this machine uses (another run's hosts, say). */
function freeSubnet(): number | undefined {
  const used = ip(['-o', '-4', 'addr', 'show']).said;
  for (let tries = 0; tries < 20; tries++) {
    const r = randomInt(0, 256);
    if (!used.includes(`10.218.${r}.`)) return r;
  }
  return undefined;
}

/** Pipes connections on `listenHost:port` to 127.0.0.1:port; either side closing closes the other (a killed host's database session ends). */
function forwarder(listenHost: string, port: number, sockets: Set<Socket>): Promise<Server> {
  const server = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  return new Promise((listening, fail) => {
    server.once('error', fail);
    server.listen(port, listenHost, () => listening(server));
  });
}

/**
 * `count` hosts, each its own network namespace whose processes reach 127.0.0.1:`ports` of this
 * one through their gateway; or why they cannot be made here (nothing is left behind then).
 */
export async function makeNetworkHosts(
  count: number,
  ports: readonly number[],
): Promise<NetworkHosts | { readonly reason: string }> {
  if (process.getuid?.() !== 0) return { reason: 'the test does not run as root (namespaces need CAP_NET_ADMIN)' };
  const version = ip(['-V']);
  if (!version.ok) return { reason: `no iproute2 'ip' command (${version.said})` };
  removeStaleHosts();
  const subnet = freeSubnet();
  if (subnet === undefined) return { reason: 'no free 10.218.x.0/24 subnet for the hosts' };

  // The test process's pid in the names: a later run removes what a killed one left (removeStaleHosts).
  const suffix = randomBytes(1).toString('hex');
  const pid = process.pid;
  const made: Array<{ readonly name: string; readonly rootLink: string }> = [];
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  const remove = async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((s) => new Promise((closed) => s.close(closed))));
    for (const { name, rootLink } of made.splice(0)) {
      ip(['netns', 'del', name]);
      // Gone with its namespace's side, unless a process still holds the namespace.
      ip(['link', 'del', rootLink]);
    }
  };

  const hosts: NetworkHost[] = [];
  for (let n = 0; n < count; n++) {
    // Interface names are at most 15 characters.
    const name = `club-${pid}-${suffix}-${n}`;
    const rootLink = `c${pid.toString(36)}${suffix}r${n}`;
    const hostLink = `c${pid.toString(36)}${suffix}h${n}`;
    const gateway = `10.218.${subnet}.${4 * n + 1}`;
    const address = `10.218.${subnet}.${4 * n + 2}`;
    const added = ip(['netns', 'add', name]);
    if (!added.ok) {
      await remove();
      return { reason: `'ip netns add' was refused: ${added.said}` };
    }
    made.push({ name, rootLink });
    const steps: string[][] = [
      ['link', 'add', rootLink, 'type', 'veth', 'peer', 'name', hostLink, 'netns', name],
      ['addr', 'add', `${gateway}/30`, 'dev', rootLink],
      ['link', 'set', rootLink, 'up'],
      ['-n', name, 'link', 'set', 'lo', 'up'],
      ['-n', name, 'addr', 'add', `${address}/30`, 'dev', hostLink],
      ['-n', name, 'link', 'set', hostLink, 'up'],
      ['-n', name, 'route', 'add', 'default', 'via', gateway],
    ];
    for (const step of steps) {
      const done = ip(step);
      if (!done.ok) {
        await remove();
        return { reason: `'ip ${step.join(' ')}' failed: ${done.said}` };
      }
    }
    try {
      for (const port of ports) servers.push(await forwarder(gateway, port, sockets));
    } catch (error) {
      await remove();
      return { reason: `no forwarder on ${gateway}: ${(error as Error).message}` };
    }
    hosts.push({
      name,
      address,
      gateway,
      wrap: ['ip', 'netns', 'exec', name],
      via: (url) => {
        const rewritten = new URL(url);
        rewritten.hostname = gateway;
        return rewritten.toString();
      },
    });
  }
  return { hosts, remove };
}

// Where Redis is: the URL given (the apps pass REDIS_URL), else the default port on this machine if
// something answers there within a short probe; otherwise none (jobs then run in-process).
import { connect } from 'node:net';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when a TCP connection to the URL's host and port opens within `timeoutMs`. */
export function redisReachable(url: string, timeoutMs = 300): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function parseRedisUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RangeError(`REDIS_URL '${url}' is not a URL (expected e.g. ${DEFAULT_REDIS_URL})`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new RangeError(`REDIS_URL '${url}' must start with redis:// or rediss://`);
  return parsed;
}

/** The Redis to use: the URL given, else `probe` (default the local default port) if it answers, else undefined. */
export async function findRedis(given: string | undefined, probe = DEFAULT_REDIS_URL): Promise<string | undefined> {
  if (given) {
    parseRedisUrl(given);
    return given;
  }
  return (await redisReachable(probe)) ? probe : undefined;
}

// A small load generator, run as its own process (the site must not share its CPU time with the
// client's bookkeeping in one event loop): `connections` keep-alive loops GET one URL for
// `durationMs` and it prints {requests, errors, rps, p50Ms, p95Ms} as one JSON line.
//   node --import tsx bench/load.ts <url> <connections> <durationMs> [cookie]
import { Agent, request } from 'node:http';

const [url, connectionsArg, durationArg, cookie] = process.argv.slice(2);
if (!url || !connectionsArg || !durationArg)
  throw new Error('usage: load.ts <url> <connections> <durationMs> [cookie]');
const connections = Number(connectionsArg);
const durationMs = Number(durationArg);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies: number[] = [];
let errors = 0;

function once(): Promise<void> {
  return new Promise((done) => {
    const started = process.hrtime.bigint();
    const req = request(url!, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else errors++;
        done();
      });
    });
    req.on('error', () => {
      errors++;
      done();
    });
    req.end();
  });
}

const start = Date.now();
const end = start + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) await once();
  }),
);
const elapsed = (Date.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50Ms: +at(0.5).toFixed(1), p95Ms: +at(0.95).toFixed(1) })}\n`,
);
agent.destroy();

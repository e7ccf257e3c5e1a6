// The burst bench's site, a process of its own: a fresh SQLite club (no demo) with the API served
// as server.ts serves it (tRPC's Node adapter behind the request guard; no Next: the bench reads
// and writes through the API only). Before it listens, a director opens a Mitchell of `tables`
// tables, 3 boards a round, for entry at the tables with East-West confirming each board, and
// starts round 1. Prints one JSON line: the port and the tables' codes.
//   node --import tsx bench/table-burst-site.ts <db> <tables>
import { createServer } from 'node:http';
import { openSessionInputSchema, openTableEntryInputSchema, roundInputSchema } from '@club/application/shapes';
import { openSite } from '../src/server/open-site';
import { requestGuard } from '../src/server/request-guard';
import { DEFAULT_REQUEST_LIMITS } from '../src/server/request-limits';
import { trpcNodeHandler } from '../src/server/trpc-node-handler';

const [file, tablesArg] = process.argv.slice(2);
const tables = Number(tablesArg);
if (!file || !Number.isInteger(tables) || tables < 3) throw new Error('usage: table-burst-site.ts <db> <tables ≥ 3>');

const BURST_SESSION = 'burst1';
const site = await openSite({ file, queue: 'in-process', demo: false, log: () => {} });
const director = { memberId: 'bench-director' };
site.services.site.openSession(
  openSessionInputSchema.parse({
    sessionId: BURST_SESSION,
    name: 'Club night burst',
    startsAt: new Date().toISOString(),
    movement: { kind: 'mitchell', tables, boardsPerRound: 3 },
    dealSeed: 14,
    entrants: Array.from({ length: 2 * tables }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] })),
  }),
  director,
);
const opened = await site.services.site.openTableEntry(
  openTableEntryInputSchema.parse({ sessionId: BURST_SESSION, confirmation: 'board' }),
  director,
);
const codes = await site.services.auth.tableCodes.issue(BURST_SESSION, opened.tables);
site.services.site.startRound(roundInputSchema.parse({ sessionId: BURST_SESSION, round: 1 }), director);

const api = trpcNodeHandler(site.services, { maxBodyBytes: DEFAULT_REQUEST_LIMITS.maxBodyBytes });
const refused = requestGuard(DEFAULT_REQUEST_LIMITS);
const server = createServer((req, res) => {
  if (refused(req, res)) return;
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  if (!api(req, res)) res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  process.stdout.write(`${JSON.stringify({ port: address.port, sessionId: BURST_SESSION, codes })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void site.close().finally(() => process.exit(0));
});

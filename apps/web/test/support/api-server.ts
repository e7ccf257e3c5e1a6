// A real HTTP server in front of the API on the test club, as apps/web/server.ts puts it (the
// request guard first when a body limit is given); any other path answers 404 'not the api'.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestGuard } from '../../src/server/request-guard';
import { trpcNodeHandler } from '../../src/server/trpc-node-handler';
import { openTestClub, type TestClub } from '../../../../libs/api/test/support/fixture';

export interface ApiServer {
  readonly url: string;
  readonly port: number;
  readonly club: TestClub;
  close(): Promise<void>;
}

export async function serveApi(options: { readonly maxBodyBytes?: number } = {}): Promise<ApiServer> {
  const club = await openTestClub();
  const guard = options.maxBodyBytes ? requestGuard({ maxBodyBytes: options.maxBodyBytes }) : () => false;
  const api = trpcNodeHandler(club.services, options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {});
  const server = createServer((req, res) => {
    if (guard(req, res)) return;
    if (!api(req, res)) res.writeHead(404).end('not the api');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    club,
    close: async () => {
      await new Promise((done) => server.close(done));
      club.close();
    },
  };
}

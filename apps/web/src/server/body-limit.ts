// Refuses a request body over the limit with 413 before anything reads it: by its Content-Length at
// once, and for a streamed (chunked) body by counting its bytes as they are read, so that neither
// the sign-in check nor any parser holds more than the limit of it in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';

function refuse(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  if (!res.headersSent) {
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    res.end(`The request body is larger than the limit of ${maxBytes} bytes.\n`);
  }
  // Nothing more of this upload is read: the connection closes once the answer is out.
  res.once('finish', () => req.destroy());
}

/** Returns true when it has answered the request (refused), false when the request may go on. */
export function bodyLimit(maxBytes: number): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) <= maxBytes) return false;
      refuse(req, res, maxBytes);
      return true;
    }
    if (req.headers['transfer-encoding'] === undefined) return false;
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= maxBytes) return;
      req.off('data', count);
      refuse(req, res, maxBytes);
    };
    // Prepended and without resuming the stream: it sees each chunk as the handler reads it, first.
    req.prependListener('data', count);
    return false;
  };
}

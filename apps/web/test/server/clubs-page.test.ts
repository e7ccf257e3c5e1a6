// Many clubs in one site: the base host's list of the clubs and the 404 of a host that names no
// club, in the visitor's language, each club linked at its own host with the request's port.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clubsPages } from '../../src/server/clubs-page';

function answer(headers: Record<string, string>, ask: (req: IncomingMessage, res: ServerResponse) => void) {
  let status = 0;
  let body = '';
  const res = {
    writeHead(code: number) {
      status = code;
      return res;
    },
    end(text: string) {
      body = text;
      return res;
    },
  } as unknown as ServerResponse;
  ask({ headers } as IncomingMessage, res);
  return { status, body };
}

const pages = clubsPages({ baseHost: 'localhost', clubLanguage: 'en', secure: () => false });

describe('the pages of a site of many clubs', () => {
  it('lists the clubs, each linked at its own host with the port the request came to', () => {
    const { status, body } = answer({ host: 'localhost:3000' }, (req, res) =>
      pages.list(req, res, ['demo', 'riverside']),
    );
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<a href="http://riverside.localhost:3000/">Club riverside</a>');
    expect(body).toContain('<a href="http://demo.localhost:3000/federation">federation page</a>');
  });

  it('speaks the language the browser asks for, and says when the database has no club', () => {
    const { body } = answer({ host: 'localhost', 'accept-language': 'cs-CZ,cs;q=0.9' }, (req, res) =>
      pages.list(req, res, []),
    );
    expect(body).toContain('<html lang="cs">');
    expect(body).toContain('V této databázi zatím nemá záznam žádný klub.');
  });

  it('answers 404 naming the club that is not there, or showing how clubs are addressed', () => {
    const unknown = answer({ host: 'nowhere.localhost:3000' }, (req, res) => pages.notFound(req, res, 'nowhere'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<h1>There is no club nowhere on this site.</h1>');
    expect(unknown.body).toContain('<a href="http://localhost:3000/">The list of the clubs</a>');
    const elsewhere = answer({ host: '127.0.0.1:3000' }, (req, res) => pages.notFound(req, res, null));
    expect(elsewhere.body).toContain('This site serves its clubs at their own addresses: demo.localhost:3000.');
  });
});

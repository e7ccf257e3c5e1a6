// Many clubs by host name: which club a Host header names under the base host.
import { describe, expect, it } from 'vitest';
import { clubOfHost, clubOrigin, hostNameOf } from '../../src/server/club-host';

describe('clubOfHost', () => {
  it('takes the club from the label before the base host, the port dropped and case ignored', () => {
    expect(clubOfHost('demo.localhost:3000', 'localhost')).toEqual({ kind: 'club', clubId: 'demo' });
    expect(clubOfHost('Riverside.Clubs.Example.org', 'clubs.example.org')).toEqual({
      kind: 'club',
      clubId: 'riverside',
    });
    expect(clubOfHost('north_2.localhost.', 'localhost')).toEqual({ kind: 'club', clubId: 'north_2' });
  });

  it('is the base host itself with or without a port', () => {
    expect(clubOfHost('localhost:3000', 'localhost')).toEqual({ kind: 'base' });
    expect(clubOfHost('LOCALHOST', 'localhost')).toEqual({ kind: 'base' });
  });

  it('is elsewhere for another host, a missing Host, or a label that cannot be a club id', () => {
    for (const [header, host] of [
      ['127.0.0.1:3000', '127.0.0.1'],
      ['[::1]:3000', '[::1]'],
      [undefined, ''],
      ['demolocalhost:3000', 'demolocalhost'],
      ['a.b.localhost', 'a.b.localhost'],
      ['-x.localhost', '-x.localhost'],
      ['my-club.localhost', 'my-club.localhost'],
      [`${'a'.repeat(64)}.localhost`, `${'a'.repeat(64)}.localhost`],
    ] as const)
      expect(clubOfHost(header, 'localhost')).toEqual({ kind: 'elsewhere', host });
  });
});

describe('hostNameOf and clubOrigin', () => {
  it('drops the port and writes a club’s address with the port the request came to', () => {
    expect(hostNameOf(' Demo.Localhost:8080 ')).toBe('demo.localhost');
    expect(clubOrigin('demo', { host: 'localhost:8080', secure: false }, 'localhost')).toBe(
      'http://demo.localhost:8080',
    );
    expect(clubOrigin('demo', { host: 'clubs.example.org', secure: true }, 'clubs.example.org')).toBe(
      'https://demo.clubs.example.org',
    );
  });
});

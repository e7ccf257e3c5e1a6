import { describe, expect, it } from 'vitest';
import { checkMutationOrigin } from '../src/csrf';
import { readCookie } from '../src/cookies';

describe('CSRF: the origin check for mutations', () => {
  it("accepts the site's own origin", () => {
    expect(
      checkMutationOrigin({
        origin: 'http://localhost:3000',
        secFetchSite: 'same-origin',
        host: 'localhost:3000',
        scheme: 'http',
      }),
    ).toEqual({ ok: true });
  });
  it('refuses another origin even when Sec-Fetch-Site is missing', () => {
    expect(
      checkMutationOrigin({
        origin: 'http://localhost:4000',
        secFetchSite: null,
        host: 'localhost:3000',
        scheme: 'http',
      }).ok,
    ).toBe(false);
  });
  it('accepts a configured origin (behind a proxy)', () => {
    expect(
      checkMutationOrigin(
        { origin: 'https://club.example', secFetchSite: null, host: '127.0.0.1:3000', scheme: 'http' },
        ['https://club.example'],
      ),
    ).toEqual({ ok: true });
  });
  it('falls back on Sec-Fetch-Site when Origin is absent or null', () => {
    expect(checkMutationOrigin({ origin: null, secFetchSite: 'same-origin', host: 'x', scheme: 'http' })).toEqual({
      ok: true,
    });
    expect(checkMutationOrigin({ origin: 'null', secFetchSite: 'cross-site', host: 'x', scheme: 'http' })).toEqual({
      ok: false,
      reason: 'a change was sent from another site (Sec-Fetch-Site: cross-site)',
      code: 'csrf-other-site',
      params: { secFetchSite: 'cross-site' },
    });
  });
  it('refuses the same host under another scheme: https vs http', () => {
    expect(
      checkMutationOrigin({ origin: 'https://club.test', secFetchSite: null, host: 'club.test', scheme: 'http' }),
    ).toEqual({
      ok: false,
      reason: "a change was sent from 'https://club.test', not from this site (http://club.test)",
      code: 'csrf-other-origin',
      params: { origin: 'https://club.test', site: 'http://club.test' },
    });
    expect(
      checkMutationOrigin({ origin: 'http://club.test', secFetchSite: null, host: 'club.test', scheme: 'https' }).ok,
    ).toBe(false);
    expect(
      checkMutationOrigin({ origin: 'https://club.test', secFetchSite: null, host: 'club.test', scheme: 'https' }),
    ).toEqual({ ok: true });
  });
  it('refuses a request with neither header', () => {
    expect(checkMutationOrigin({ origin: null, secFetchSite: null, host: 'x', scheme: 'http' })).toMatchObject({
      ok: false,
      code: 'csrf-no-origin',
    });
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; club_session=x%2By; b=2', 'club_session')).toBe('x+y');
    expect(readCookie('a=1', 'club_session')).toBeUndefined();
    expect(readCookie(null, 'club_session')).toBeUndefined();
  });
});

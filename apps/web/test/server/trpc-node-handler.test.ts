// The API through tRPC's Node adapter on a real HTTP server: a query answers, sign-in sets the
// session cookie and the cookie signs the next request in; a mutation from another origin (or the
// same host under another scheme) is refused (CSRF); other paths are left to the caller.
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, type ApiServer } from '../support/api-server';
import { emailOf, passwordOf } from '../../../../libs/api/test/support/fixture';

let api: ApiServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serve() {
  api = await serveApi();
  return api.url;
}

const signIn = (url: string, origin: string) =>
  fetch(`${url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: emailOf('member'), password: passwordOf('member') }),
  });

describe('tRPC over the Node adapter', () => {
  it('signs in from the site origin, and the cookie identifies the member on the next query', async () => {
    const url = await serve();
    const anonymous = await (await fetch(`${url}/api/trpc/auth.me`)).json();
    expect(anonymous).toEqual({ result: { data: null } });
    const signedIn = await signIn(url, url);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^club_session=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const me = (await (
      await fetch(`${url}/api/trpc/auth.me`, { headers: { cookie: cookie.split(';')[0]! } })
    ).json()) as { result: { data: { memberId: string } } };
    expect(me.result.data.memberId).toBe('member');
  });

  it('refuses a mutation from another origin, and leaves other paths alone', async () => {
    const url = await serve();
    const refused = await signIn(url, 'http://evil.test');
    expect(refused.status).toBe(403);
    // The same host under https is another origin: this server speaks http.
    const otherScheme = await signIn(url, url.replace('http:', 'https:'));
    expect(otherScheme.status).toBe(403);
    expect(JSON.stringify(await otherScheme.json())).toContain(`not from this site (${url})`);
    const notApi = await fetch(`${url}/results`);
    expect(await notApi.text()).toBe('not the api');
  });
});

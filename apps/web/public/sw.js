/* global self, caches, fetch, Response */
// The table phone's service worker (registered by the table's page only): the table's page and the
// site's scripts, network first and kept on the way, so a reload without a network still shows the
// pad and the entries waiting in the phone's queue. Nothing else is touched: the API always goes
// to the network (the page's queue is what survives a dropped connection).
const CACHE = 'club-table-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page loaded before the worker ran: it names its own address and scripts to keep.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' ? event.data.urls : [];
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(urls.filter(kept).map((url) => cache.add(url).catch(() => null)))),
  );
});

function kept(url) {
  const { origin, pathname } = new URL(url, self.location.href);
  return origin === self.location.origin && (pathname.startsWith('/_next/static/') || pathname.startsWith('/table'));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const page = request.mode === 'navigate' && url.pathname.startsWith('/table');
  if (request.method !== 'GET' || !(page || (kept(request.url) && url.pathname.startsWith('/_next/static/')))) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreVary: true }).then((hit) => hit || Response.error())),
  );
});

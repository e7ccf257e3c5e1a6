'use client';
// Registers the site's service worker (public/sw.js) from the table's page only, and tells it this
// page's address and scripts (loaded before the worker ran) so a reload without a network still
// shows the pad and the entries waiting.
import { useEffect } from 'react';

export function OfflineTablePage() {
  useEffect(() => {
    // A browser without service workers has no offline reload; the queue still keeps the entries.
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((ready) => {
        const scripts = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => new URL(name).pathname.startsWith('/_next/static/'));
        ready.active?.postMessage({ type: 'keep', urls: [location.href, ...scripts] });
      })
      .catch(() => undefined);
  }, []);
  return null;
}

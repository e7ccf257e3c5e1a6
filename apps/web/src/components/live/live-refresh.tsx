'use client';
// Live results: on the pages that show results, listens to the server's results version
// (Server-Sent Events at /api/live, apps/web/server.ts) and re-renders the page's server
// components (router.refresh: no reload, forms and scroll kept) when a job publishes new results.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Pages whose content comes from published results. */
const LIVE_PAGES = ['/results', '/history', '/ulti', '/leagues'];

export const isLivePage = (pathname: string) => LIVE_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export function LiveRefresh() {
  const router = useRouter();
  const pathname = usePathname();
  const live = isLivePage(pathname);
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    let seen: string | undefined;
    const source = new EventSource('/api/live');
    const onVersion = (event: MessageEvent<string>) => {
      if (seen !== undefined && event.data !== seen) router.refresh();
      seen = event.data;
      document.documentElement.dataset['resultsVersion'] = event.data;
    };
    source.addEventListener('version', onVersion);
    return () => {
      source.removeEventListener('version', onVersion);
      source.close();
    };
  }, [live, router]);
  return null;
}

import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LiveRefresh } from '../components/live/live-refresh';
import { ROLE_LABELS } from '../components/roles/role-labels';
import { ClockProvider } from '../components/time/clock-context';
import { serverCaller } from '../server/caller';
import { requestClock } from '../server/club-clock';
import { Providers } from '../trpc/provider';
import './globals.css';

export const metadata: Metadata = {
  title: 'Bridge and Ulti club',
  description: 'Results, sessions, leagues and appeals of the club',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };
// Every page depends on who is signed in.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const caller = await serverCaller();
  const [me, navigation, clock] = await Promise.all([caller.auth.me(), caller.site.navigation(), requestClock()]);
  const roles = me ? [...new Set(me.grants.map((g) => ROLE_LABELS[g.role]))].join(', ') : '';
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <Link href="/" className="brand">
            <span aria-hidden="true">♠♥♦♣</span> Club
          </Link>
          <nav aria-label="Main">
            <ul>
              {navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {me ? (
            <p className="who" data-testid="who">
              {me.name} <small>({roles})</small>
            </p>
          ) : null}
        </header>
        <main>
          <ClockProvider clock={clock}>
            <Providers>{children}</Providers>
          </ClockProvider>
          {/* Live results are for signed-in members: the stream refuses a visitor (401). */}
          {me ? <LiveRefresh /> : null}
        </main>
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../components/language/language-switcher';
import { LiveRefresh } from '../components/live/live-refresh';
import { ClockProvider } from '../components/time/clock-context';
import { serverCaller } from '../server/caller';
import { requestClock } from '../server/club-clock';
import { Providers } from '../trpc/provider';
import { clientMessages } from '../i18n/client-namespaces';
import type { Messages } from '../i18n/messages';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('title'), description: t('description') };
}
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };
// Every page depends on who is signed in.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const caller = await serverCaller();
  const [me, navigation, clock, locale, t, messages] = await Promise.all([
    caller.auth.me(),
    caller.site.navigation(),
    requestClock(),
    getLocale(),
    getTranslations(),
    getMessages(),
  ]);
  const roles = me ? [...new Set(me.grants.map((g) => t(`roles.${g.role}`)))].join(', ') : '';
  return (
    <html lang={locale}>
      <body>
        {/* The browser gets the words its components use, not the whole catalogue (client-namespaces.ts). */}
        <NextIntlClientProvider messages={clientMessages(messages as Messages)}>
          <header className="site-header">
            <Link href="/" className="brand">
              <span aria-hidden="true">♠♥♦♣</span> {t('header.brand')}
            </Link>
            <nav aria-label={t('header.mainNavigation')}>
              <ul>
                {navigation.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>{t(`nav.${item.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            {me ? (
              <p className="who" data-testid="who">
                {me.name} <small>({roles})</small>
              </p>
            ) : null}
            <LanguageSwitcher />
          </header>
          <main>
            <ClockProvider clock={clock}>
              <Providers>{children}</Providers>
            </ClockProvider>
            {/* Live results are for signed-in members: the stream refuses a visitor (401). */}
            {me ? <LiveRefresh /> : null}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

// next-intl's types for this site: message keys, locales and formats are checked at compile time
// (t('nav.hom') does not compile).
import type { SITE_FORMATS } from './formats';
import type { Locale } from './locales';
import type { Messages } from './messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
    Formats: typeof SITE_FORMATS;
  }
}

// A site command's outcome is the application's (@club/application: SiteCommandOutcome, with its
// schema); these names stay only while the league reader's files import them from here.
export type { SiteCommandOutcome as CommandOutcome, SiteRefusal as CommandRefusal } from '@club/application';

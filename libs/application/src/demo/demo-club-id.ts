// The demo club's id: the default club of the library functions (the apps pass CLUB_ID, whose
// default is this).
export const DEMO_CLUB_ID = 'demo';
/**
 * The demo club's time zone (`npm start` passes it as CLUB_TIME_ZONE unless that is set): a
 * Hungarian club (it plays Ulti), in a zone with summer time, so the demo shows a real zone.
 */
export const DEMO_TIME_ZONE = 'Europe/Budapest';

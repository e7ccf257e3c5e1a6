// The demo club's id: the default club of the library functions (the apps pass CLUB_ID, whose
// default is this).
export const DEMO_CLUB_ID = 'demo';

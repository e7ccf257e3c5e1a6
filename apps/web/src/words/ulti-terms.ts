// Ulti in its own Hungarian terms with their English help (shown on hover and to screen readers). The help
// follows the rules the club plays (MAUSZ 2017, /work/shared/spec/ulti.md §0.2, §1, §3): keys are
// the parts of the engine's bid and card ids (`piros-40-100-ultimo`, `makk-O`). The help in the page's
// language: the catalogue's ultiTermHelp and ultiWordHelp (messages/ulti), English the same as here.
export const ULTI_TERM_HELP: Readonly<Record<string, readonly [string, string]>> = {
  piros: ['piros', 'red (hearts) as trumps: every value of the contract doubles'],
  makk: ['makk', 'acorns'],
  tok: ['tök', 'bells'],
  zold: ['zöld', 'leaves'],
  passz: ['passz', 'pass; the first bidder’s passz (or piros passz) is a bid of the simple game, parti'],
  parti: ['parti', 'the simple game: more card points and melds than the two defenders together'],
  '40': ['40', 'forty (negyven): the meld of king and over of trumps, held in hand'],
  '20': ['20', 'twenty (húsz): the meld of king and over of a suit that is not trumps, held in hand'],
  '100': ['100', 'a hundred: declarer reaches 100 with his card points and that one meld, melding nothing else'],
  ulti: ['ulti', 'ultimó: declarer wins the last trick with the trump seven'],
  ultimo: ['ultimó', 'declarer wins the last trick with the trump seven'],
  betli: ['betli', 'misère: declarer takes no trick (no trumps)'],
  rebetli: ['rebetli', 'betli at double value'],
  durchmars: ['durchmars', 'declarer takes all ten tricks'],
  redurchmars: ['redurchmars', 'durchmars without trumps at double value'],
  szintelen: ['színtelen', 'without trumps'],
  teritett: ['terített', 'open: the cards are laid face up after the first trick'],
  '4': ['4', 'four'],
  asz: ['ász', 'aces: declarer wins all four aces in his tricks'],
  kontra: ['kontra', 'double (×2)'],
  rekontra: ['rekontra', 'redouble (×4)'],
  terit: ['terít', 'lays his cards face up'],
  bedob: ['bedob', 'throws in his cards: concedes'],
  A: ['ász', 'ace'],
  K: ['király', 'king'],
  O: ['felső', 'over: the upper knave, ranking between king and under'],
  U: ['alsó', 'under: the lower knave'],
};

/** Help for the words this page uses in Hungarian. */
export const WORDS = {
  declarer: ['felvevő', 'declarer: the player who won the bidding'],
  dealer: ['osztó', 'dealer'],
  talon: [
    'talon',
    'the two cards laid aside face down: the first bidder lays them down from his twelve; each player who bids higher takes them up and lays two down again; in the card-point games the talon’s aces and tens count for the defenders',
  ],
  forint: ['forint', 'the unit each deal is settled in: the ledger sums to zero'],
  points: ['helyezési pont', 'placement points for the places at each table'],
  bid: ['licit', 'bidding'],
  session: ['játszma', 'a session of deals at one table'],
  silent: ['csendes', 'silent: made (or an ulti tried and caught) without being announced; counts at its silent value'],
  concede: [
    'bedob',
    'throws in: the declarer concedes, before the first card alone (paying the bid kontra’d) or later with both defenders agreeing',
  ],
  claim: ['terít', 'lays his cards face up: play ends early once every player accepts the outcome (a claim)'],
  renonsz: [
    'renonsz',
    'a breach of the rules that can make further play invalid (not only a revoke); the jury (zsűri) rules on it',
  ],
} as const satisfies Record<string, readonly [string, string]>;

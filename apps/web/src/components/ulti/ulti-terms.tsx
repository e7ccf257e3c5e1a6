// Ulti in its own Hungarian terms, each with English help on hover and for screen readers.
const HELP: Record<string, [string, string]> = {
  piros: ['piros', 'hearts (red): a bid in hearts counts double'],
  makk: ['makk', 'acorns'],
  tok: ['tök', 'bells'],
  zold: ['zöld', 'leaves'],
  passz: ['passz', 'pass'],
  parti: ['parti', 'the simple game: most card points'],
  '40': ['40', 'forty: declarer holds the trump king and over'],
  '20': ['20', 'twenty: declarer holds a non-trump king and over'],
  '100': ['100', 'a hundred card points with the marriage'],
  ulti: ['ulti', 'the trump seven wins the last trick'],
  betli: ['betli', 'declarer takes no trick (misère)'],
  durchmars: ['durchmars', 'declarer takes every trick'],
  szintelen: ['színtelen', 'without trumps'],
  teritett: ['terített', 'played open, cards face up'],
  '4': ['4', 'four'],
  asz: ['ász', 'aces: the four aces in declarer’s tricks'],
  kontra: ['kontra', 'double'],
  rekontra: ['rekontra', 'redouble'],
  terit: ['terít', 'shows his cards'],
  bedob: ['bedob', 'concedes'],
  A: ['ász', 'ace'],
  K: ['király', 'king'],
  O: ['felső', 'over (queen)'],
  U: ['alsó', 'under (jack)'],
};

/** Help for the words this page uses in Hungarian. */
export const WORDS = {
  declarer: ['felvevő', 'declarer: the player who won the bidding'],
  dealer: ['osztó', 'dealer'],
  talon: ['talon', 'the two cards left face down after the deal'],
  forint: ['forint', 'the unit each deal is settled in: the ledger sums to zero'],
  points: ['helyezési pont', 'placement points for the places at each table'],
  bid: ['licit', 'bidding'],
  session: ['játszma', 'a session of deals at one table'],
} as const satisfies Record<string, readonly [string, string]>;

export function Word({ word }: { word: keyof typeof WORDS }) {
  const [hu, en] = WORDS[word];
  return <abbr title={en}>{hu}</abbr>;
}

/** `piros-40-100` → piros 40 100, each part with its English help. */
export function UltiTerm({ text }: { text: string }) {
  const parts = text.split('-');
  return (
    <span className="ulti-term">
      {parts.map((part, i) => {
        const help = HELP[part];
        return (
          <span key={i}>
            {i > 0 ? ' ' : ''}
            {help ? <abbr title={help[1]}>{help[0]}</abbr> : part}
          </span>
        );
      })}
    </span>
  );
}

/** Forints with a sign, as a ledger shows them. */
export const forints = (n: number) => (n > 0 ? `+${n}` : String(n));

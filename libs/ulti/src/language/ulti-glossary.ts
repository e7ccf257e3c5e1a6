// Ulti's own words stay Hungarian in every language (issue 16); each has help in the page's language.
// Every word is quoted from the MAUSZ 2017 rules (shared/sources 002; the bridge library's tests keep
// the copy, test/language/sources) and keyed as the engine names it (suits, ranks, bid parts).
import type { SiteLocale } from '@club/events';

export const ULTI_RULES_SOURCE = { file: '002_5b4c3afc8821ff65.txt', title: 'Ulti rules, MAUSZ 2017' } as const;

export interface UltiTerm {
  /** The Hungarian word, as players say it. */
  readonly word: string;
  /** A short quote of 002 with the word (or the form in `as`). */
  readonly quote: string;
  readonly as?: string;
  readonly help: Readonly<Record<SiteLocale, string>>;
}

export const ULTI_GLOSSARY = {
  piros: {
    word: 'piros',
    quote: 'A kártyacsomag 4 színből: pirosból',
    as: 'piros',
    help: {
      hu: 'piros szín; adunak bemondva minden érték kétszeres',
      en: 'red (hearts); as trumps it doubles every value',
      cs: 'červené (srdce); jako trumfy zdvojnásobí každou hodnotu',
      sk: 'červené (srdce); ako tromfy zdvojnásobí každú hodnotu',
      bs: 'crveno (srce); kao adut udvostručuje svaku vrijednost',
    },
  },
  makk: {
    word: 'makk',
    quote: 'makkból, tökből és zöldből tevődik össze',
    help: { hu: 'makk szín', en: 'acorns', cs: 'žaludy', sk: 'žalude', bs: 'žir' },
  },
  tok: {
    word: 'tök',
    quote: 'makkból, tökből és zöldből tevődik össze',
    help: { hu: 'tök szín', en: 'bells', cs: 'kule', sk: 'gule', bs: 'bundeve (kule)' },
  },
  zold: {
    word: 'zöld',
    quote: 'makkból, tökből és zöldből tevődik össze',
    help: { hu: 'zöld szín', en: 'leaves', cs: 'zelené (listy)', sk: 'zelené (listy)', bs: 'zeleno (list)' },
  },
  A: {
    word: 'ász',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: {
      hu: 'ász, 10 kártyapont',
      en: 'ace, 10 card points',
      cs: 'eso, 10 bodů',
      sk: 'eso, 10 bodov',
      bs: 'as, 10 poena',
    },
  },
  '10': {
    word: 'tízes',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: {
      hu: 'tízes, 10 kártyapont; szín nélküli játékban az alsó alatt',
      en: 'ten, 10 card points; below the under in no-trump games',
      cs: 'desítka, 10 bodů; ve hrách bez trumfů pod spodkem',
      sk: 'desiatka, 10 bodov; v hrách bez tromfov pod dolníkom',
      bs: 'desetka, 10 poena; u igrama bez aduta ispod dečka',
    },
  },
  K: {
    word: 'király',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: { hu: 'király', en: 'king', cs: 'král', sk: 'kráľ', bs: 'kralj' },
  },
  O: {
    word: 'felső',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: {
      hu: 'felső',
      en: 'over: the upper knave',
      cs: 'svršek (horník)',
      sk: 'horník',
      bs: 'gornji (dama mađarskih karata)',
    },
  },
  U: {
    word: 'alsó',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: {
      hu: 'alsó',
      en: 'under: the lower knave',
      cs: 'spodek (dolník)',
      sk: 'dolník',
      bs: 'donji (dečko mađarskih karata)',
    },
  },
  '9': {
    word: 'kilences',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: { hu: 'kilences', en: 'nine', cs: 'devítka', sk: 'deviatka', bs: 'devetka' },
  },
  '8': {
    word: 'nyolcas',
    quote: 'Minden színben 8 lap: ász, tízes, király, felső, alsó, kilences, nyolcas',
    help: { hu: 'nyolcas', en: 'eight', cs: 'osmička', sk: 'osmička', bs: 'osmica' },
  },
  '7': {
    word: 'hetes',
    quote: 'kilences, nyolcas, hetes',
    help: {
      hu: 'hetes; az adu hetes az ultimó lapja',
      en: 'seven; the trump seven wins the ultimó',
      cs: 'sedma; trumfová sedma hraje ultimó',
      sk: 'sedma; tromfová sedma hrá ultimó',
      bs: 'sedmica; adutska sedmica igra ultimó',
    },
  },
  felvevo: {
    word: 'felvevő',
    quote: 'őt "felvevőnek" nevezzük',
    help: {
      hu: 'aki a licitet megnyerte, és egyedül játszik a másik kettő ellen',
      en: 'declarer: won the auction and plays alone against the other two',
      cs: 'hráč, který vydražil hru a hraje sám proti dvěma',
      sk: 'hráč, ktorý vydražil hru a hrá sám proti dvom',
      bs: 'igrač koji je dobio licitaciju i igra sam protiv dvojice',
    },
  },
  vedo: {
    word: 'védő',
    quote: 'a jelentéssel élő védők',
    help: {
      hu: 'a felvevő ellen játszó két játékos egyike',
      en: 'defender: one of the two playing against the declarer',
      cs: 'obránce: jeden ze dvou hráčů proti hlavnímu hráči',
      sk: 'obranca: jeden z dvoch hráčov proti hlavnému hráčovi',
      bs: 'branič: jedan od dvojice koji igraju protiv izvođača',
    },
  },
  oszto: {
    word: 'osztó',
    quote: 'Az osztó - mielőtt osztana',
    help: { hu: 'aki oszt', en: 'dealer', cs: 'rozdávající', sk: 'rozdávajúci', bs: 'djelitelj' },
  },
  talon: {
    word: 'talon',
    quote: 'a talont minden esetben (kivéve önrablás) köteles felvenni',
    help: {
      hu: 'a két lefordított lap, amelyet a licitáló felvesz és újra lerak',
      en: 'the two cards laid aside face down, taken up and laid down again by each bidder',
      cs: 'dvě odložené karty lícem dolů, které každý dražitel vezme a znovu odloží',
      sk: 'dve odložené karty lícom nadol, ktoré každý dražiteľ vezme a znova odloží',
      bs: 'dvije karte odložene licem dolje, koje svaki licitant uzme i ponovo odloži',
    },
  },
  licit: {
    word: 'licit',
    quote: 'a játék első érdemi része, a licitálás',
    help: {
      hu: 'licitálás, vállalás bemondása',
      en: 'bid, bidding',
      cs: 'dražba, hláška',
      sk: 'dražba, hláška',
      bs: 'licitacija, licit',
    },
  },
  passz: {
    word: 'passz',
    quote: 'az "passz"-t mond',
    help: {
      hu: 'nem licitál tovább; a kezdő passza parti',
      en: 'pass; the first bidder’s passz is a bid of the simple game',
      cs: 'pas; pas prvního dražitele je nabídka prosté hry',
      sk: 'pas; pas prvého dražiteľa je ponuka jednoduchej hry',
      bs: 'pas; pas prvog licitanta je licit obične igre',
    },
  },
  parti: {
    word: 'parti',
    quote: 'a partit le kell játszani',
    as: 'partit',
    help: {
      hu: 'a játék: több kártyapont és jelentés, mint a két védőé',
      en: 'the simple game: more card points and melds than both defenders',
      cs: 'prostá hra: více bodů a hlášek než oba obránci',
      sk: 'jednoduchá hra: viac bodov a hlášok ako obaja obrancovia',
      bs: 'obična igra: više poena i zvanja od oba braniča',
    },
  },
  '40-100': {
    word: '40-100',
    quote: '(B) 40-100.',
    help: {
      hu: 'negyven-száz: a felvevő adu 40-nel és ütéseivel eléri a 100-at',
      en: 'forty-hundred: declarer reaches 100 with the trump 40 and his tricks',
      cs: 'čtyřicet-sto: hlavní hráč dosáhne 100 s trumfovou čtyřicítkou',
      sk: 'štyridsať-sto: hlavný hráč dosiahne 100 s tromfovou štyridsiatkou',
      bs: 'četrdeset-sto: izvođač postigne 100 s adutskim zvanjem 40',
    },
  },
  '20-100': {
    word: '20-100',
    quote: 'A 40-100-al vagy 20-100-al kombinált',
    help: {
      hu: 'húsz-száz: a felvevő egy 20-szal és ütéseivel eléri a 100-at',
      en: 'twenty-hundred: declarer reaches 100 with one 20 and his tricks',
      cs: 'dvacet-sto: hlavní hráč dosáhne 100 s jednou dvacítkou',
      sk: 'dvadsať-sto: hlavný hráč dosiahne 100 s jednou dvadsiatkou',
      bs: 'dvadeset-sto: izvođač postigne 100 s jednim zvanjem 20',
    },
  },
  '4-asz': {
    word: 'négy ász',
    quote: '40- vagy 20-100 és négy ász',
    help: {
      hu: 'a felvevő üti mind a négy ászt',
      en: 'four aces: declarer wins all four aces',
      cs: 'čtyři esa: hlavní hráč získá všechna čtyři esa',
      sk: 'štyri esá: hlavný hráč získa všetky štyri esá',
      bs: 'četiri asa: izvođač osvoji sva četiri asa',
    },
  },
  ultimo: {
    word: 'ultimó',
    quote: '(D) Ultimó.',
    help: {
      hu: 'ulti: az utolsó ütés az adu hetessel',
      en: 'ulti: the last trick won with the trump seven',
      cs: 'ulti: poslední zdvih trumfovou sedmou',
      sk: 'ulti: posledný zdvih tromfovou sedmou',
      bs: 'ulti: posljednji štih adutskom sedmicom',
    },
  },
  betli: {
    word: 'betli',
    quote: 'a piros ulti után mondott betli pedig rebetlit jelent',
    help: {
      hu: 'a felvevő egy ütést sem visz (adu nélkül)',
      en: 'misère: declarer takes no trick (no trumps)',
      cs: 'betl: hlavní hráč nesmí získat žádný zdvih',
      sk: 'betl: hlavný hráč nesmie získať žiadny zdvih',
      bs: 'betl: izvođač ne smije uzeti nijedan štih',
    },
  },
  rebetli: {
    word: 'rebetli',
    quote: 'betli pedig rebetlit jelent',
    as: 'rebetli',
    help: {
      hu: 'betli kétszeres értékkel',
      en: 'betli at double value',
      cs: 'betl za dvojnásobnou hodnotu',
      sk: 'betl za dvojnásobnú hodnotu',
      bs: 'betl dvostruke vrijednosti',
    },
  },
  durchmars: {
    word: 'durchmars',
    quote: '(F) Durchmars.',
    help: {
      hu: 'a felvevő mind a tíz ütést elviszi',
      en: 'declarer takes all ten tricks',
      cs: 'hlavní hráč získá všech deset zdvihů',
      sk: 'hlavný hráč získa všetkých desať zdvihov',
      bs: 'izvođač osvoji svih deset štihova',
    },
  },
  redurchmars: {
    word: 'redurchmars',
    quote: 'b) Redurchmars, értéke 12 pont',
    help: {
      hu: 'szín nélküli durchmars kétszeres értékkel',
      en: 'no-trump durchmars at double value',
      cs: 'durchmars bez trumfů za dvojnásobnou hodnotu',
      sk: 'durchmars bez tromfov za dvojnásobnú hodnotu',
      bs: 'durchmars bez aduta dvostruke vrijednosti',
    },
  },
  teritett: {
    word: 'terített',
    quote: 'c. Terített Betli.',
    help: {
      hu: 'az első ütés után nyílt lapokkal folyik a játék',
      en: 'open: the cards are laid face up after the first trick',
      cs: 'otevřená: po prvním zdvihu se karty vyloží lícem nahoru',
      sk: 'otvorená: po prvom zdvihu sa karty vyložia lícom nahor',
      bs: 'otvorena: nakon prvog štiha karte se izlože licem gore',
    },
  },
  szintelen: {
    word: 'szín nélküli',
    quote: 'b) szín nélküli (adu nélküli) játék esetén',
    help: { hu: 'adu nélküli játék', en: 'without trumps', cs: 'bez trumfů', sk: 'bez tromfov', bs: 'bez aduta' },
  },
  adu: {
    word: 'adu',
    quote: 'a) színes (adus játék) esetén',
    as: 'adus',
    help: { hu: 'adu szín', en: 'trumps', cs: 'trumfy', sk: 'tromfy', bs: 'adut' },
  },
  kontra: {
    word: 'kontra',
    quote: 'Kontra esetén ezek',
    help: {
      hu: 'a védő megduplázza az értéket',
      en: 'double (×2)',
      cs: 'kontra (×2)',
      sk: 'kontra (×2)',
      bs: 'kontra (×2)',
    },
  },
  rekontra: {
    word: 'rekontra',
    quote: 'rekontra esetén pedig meg négyszereződnek',
    help: {
      hu: 'a felvevő négyszerezi az értéket',
      en: 'redouble (×4)',
      cs: 'rekontra (×4)',
      sk: 'rekontra (×4)',
      bs: 'rekontra (×4)',
    },
  },
  csendes: {
    word: 'csendes',
    quote: '"csendes 100"',
    help: {
      hu: 'be nem mondott, mégis teljesült (vagy elfogott) vállalás',
      en: 'silent: made (or caught) without being announced',
      cs: 'tichá: splněná (nebo chycená), aniž byla ohlášena',
      sk: 'tichá: splnená (alebo chytená) bez ohlásenia',
      bs: 'tiha: ostvarena (ili uhvaćena) bez najave',
    },
  },
  bedobas: {
    word: 'bedobás',
    quote: 'a lapok bedobásával feladni',
    as: 'bedobás',
    help: {
      hu: 'a lapok bedobása: a felvevő feladja a játékot',
      en: 'throwing in the cards: the declarer concedes',
      cs: 'zahození karet: hlavní hráč hru vzdává',
      sk: 'zahodenie kariet: hlavný hráč hru vzdáva',
      bs: 'bacanje karata: izvođač predaje igru',
    },
  },
  renonsz: {
    word: 'renonsz',
    quote: '10. § A renonsz.',
    help: {
      hu: 'szabálytalanság, amely a további játékot érvénytelenné teheti',
      en: 'an irregularity that can void further play (not only a revoke)',
      cs: 'nesrovnalost, která může zneplatnit další hru (nejen nepřiznání barvy)',
      sk: 'nezrovnalosť, ktorá môže zneplatniť ďalšiu hru (nielen nepriznanie farby)',
      bs: 'nepravilnost koja može poništiti daljnju igru (ne samo renons)',
    },
  },
  zsuri: {
    word: 'zsűri',
    quote: 'szükséges zsűrit hívni',
    as: 'zsűri',
    help: {
      hu: 'a versenyt vezető bíró(k)',
      en: 'the jury: the tournament’s director(s)',
      cs: 'jury: vedoucí soutěže',
      sk: 'jury: vedúci súťaže',
      bs: 'žiri: direktor turnira',
    },
  },
  onrablas: {
    word: 'önrablás',
    quote: '(kivéve önrablás)',
    help: {
      hu: 'a felvevő újra felveszi a talont és emeli saját licitjét',
      en: 'self-robbing: the declarer takes the talon again and raises his own bid',
      cs: 'hlavní hráč znovu vezme talon a zvýší vlastní nabídku',
      sk: 'hlavný hráč znova vezme talón a zvýši vlastnú ponuku',
      bs: 'izvođač ponovo uzme talon i povisi vlastiti licit',
    },
  },
  jatszma: {
    word: 'játszma',
    quote: 'majd a játszmalapon',
    help: {
      hu: 'egy asztal leosztásainak sora; a játszmalap rögzíti',
      en: 'a session of deals at one table, kept on the score sheet (játszmalap)',
      cs: 'série rozdání u jednoho stolu, zapsaná na zápisový list',
      sk: 'séria rozdaní pri jednom stole, zapísaná na zápisný list',
      bs: 'niz dijeljenja za jednim stolom, upisan u zapisnik',
    },
  },
  utes: {
    word: 'ütés',
    quote: 'a lejátszás folyamán ütéseivel',
    help: { hu: 'ütés', en: 'trick', cs: 'zdvih', sk: 'zdvih', bs: 'štih' },
  },
} as const satisfies Record<string, UltiTerm>;

export type UltiGlossaryTerm = keyof typeof ULTI_GLOSSARY;

/** The Hungarian word and its help in the page's language. */
export function ultiTerm(term: UltiGlossaryTerm, locale: SiteLocale): { readonly word: string; readonly help: string } {
  const entry: UltiTerm = ULTI_GLOSSARY[term];
  return { word: entry.word, help: entry.help[locale] };
}

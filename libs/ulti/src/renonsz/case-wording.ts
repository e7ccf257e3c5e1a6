// The rules' own words for each renonsz case: the Hungarian original (MAUSZ 2017, II. rész, 13. §,
// and 10. § (3) d, g), shortened to the case's description and its consequence, as the jury reads
// them at the table. The English line in cases.ts (`what`) is the help beside it.
import type { RenonszCase } from './cases';

export const RENONSZ_CASE_WORDING: Readonly<Record<RenonszCase, string>> = {
  'deal-1':
    'Az osztó az emelés után nem helyezi rá az elemelt csomagra az asztalon maradt csomagot, hanem előbb azt osztja. Új osztást kell elrendelni.',
  'deal-2': 'Nem megfelelő lapszám kiosztása. Új osztást kell elrendelni.',
  'deal-3a': 'Ha osztás közben láthatóvá válik valamelyik lap, az osztónak újra kell osztani.',
  'deal-3b':
    'Ha a lapok már le vannak osztva, és azok felszedése közben válnak láthatóvá, a hibát vétő játékos nem vehet részt a licitben. Ha ő a felvevő, az első licit csak „sima passz” lehet.',
  'deal-4':
    'Az osztó a tőle jobbra ülő játékosnak nem az első alkalommal adta oda a talont, illetve a lapokat nem ötösével adta. Új osztást kell elrendelni.',
  'deal-5':
    'Nem a soron következő játékos osztott. Ha a hiba az első licit elhangzásáig nem derül ki, a partit le kell játszani. Ellenkező esetben az osztó újra oszt.',
  'deal-6':
    'A játékosok nem a játszmalapon megadott sorrendben ülnek asztalhoz. Ha a hiba az első licit elhangzásáig nem derül ki, ahogy leültek, a játszmát úgy kell befejezni.',
  'auction-1':
    'A licitáló nem piros játék esetén elárulja a licit színét. A hibát vétő játékos nem vehet részt a további licitben. Ha a vétlen játékosok egyike sem licitál tovább, a bemondott licitet bukottnak kell tekinteni és kontrázva fizetni.',
  'auction-2':
    'A játékos az előtt passzolt, mielőtt a soron következő játékos ezt megtette volna. Az elkövető kimarad a további licitből.',
  'auction-3a':
    'Nem kettő lap a talonban; ha a hiba még az előtt kiderül, hogy a következő licitáló megnézte volna a talont, a talont visszavéve a licitálónak nagyobb vállalást kell mondania.',
  'auction-3b':
    'Nem kettő lap a talonban; ha a következő licitáló már megnézte a talont, a játék tovább nem folytatható, és a hibát vétő az általa bemondott licitet kontrázva fizeti.',
  'auction-3c':
    'Ha a következő licitáló felvette és beszúrta a talont, majd nála nem megfelelő számú lap van, őt kell tekinteni a renonszot elkövetőnek. Büntetése az előző licit után következő licit megfizetése kontrával.',
  'auction-3d':
    'Ha a talonban nem megfelelő számú lap van, de a licitben a többi játékos nem vesz részt, a hibát vétő játékos a talont felveheti, de nagyobb értékű licitet kell mondania.',
  'auction-4a':
    'Az érvényes licitnél nem magasabb értékű licit bemondása. A licitáló köteles nagyobb értékű vállalást tenni; ha ezt nem teszi meg, a soron következő legkisebb bemondás értékét köteles kontrával fizetni.',
  'auction-4b':
    'Az érvényes licitnél nem magasabb értékű licit; ha a hiba a lejátszás során derül ki, a licit érvényes és a partit le kell játszani.',
  'auction-5':
    'A licitáló nem várja meg a soron következő játékos passzát és felveszi a talont. Csak az érvényes vállalást követő legkisebb licitet mondhatja be; ha ez nem történik meg, kontrázva fizet.',
  'auction-6a':
    'A játékos bemondta a vállalást, majd figyelmeztetik, hogy nem ő jogosult a licit megkezdésére. Ha a vétlen játékosok egyike nagyobb vállalást szeretne tenni, a hibát vétő játékos nem licitálhat.',
  'auction-6b':
    'Nem ő jogosult a licit megkezdésére; ha nem folytatódik a licit, a hibát vétő játékos kontrázva fizeti a vállalását.',
  'auction-7a':
    'A 12 lappal rendelkező játékost kihagyták a licitből. A másodszor licitáló vállalását kell érvényesnek tekinteni; a jogtalanul kezdő kontrázva fizeti: a vállalást tevő a kétszeres, a vétlen játékos az egyszeres értéket kapja.',
  'auction-7b':
    'A 12 lappal rendelkező játékost kihagyták; ha a másodszor licitálónál nem megfelelő számú lap van, veszített, és a vállalását bukottnak kell tekinteni, kontrák nélkül.',
  'play-1':
    'A felvevő nem piros és nem színnélküli játék esetén az első kihívott lap elengedéséig nem mondja be a játék színét. A bemondott játékot bukottnak kell tekinteni, és kontrával kell fizetni.',
  'play-2':
    'A felvevő piros szint jelent, majd úgy hívja ki az első lapot, hogy nem várja meg a partnerek passzát. A bemondott piros játékot bukottnak kell tekinteni, és kontrával kell fizetni.',
  'play-3':
    '40/100-nál, színnélküli játéknál, durchmarsoknál és 20/100-nál 20 vagy 40 jelentése. Súlyos hiba, a játék nem folytatható és a hibát vétő játékosnak fizetnie kell.',
  'play-4':
    'Színvétés, vagy felülütés elmulasztása. Súlyos hiba, a játék nem folytatható és a hibát vétő játékosnak fizetnie kell.',
  'play-5':
    'Mások ütésének az elvitele, majd kijátszás. Súlyos hiba, a játék nem folytatható. Ha a játékost figyelmeztetik arra, hogy nem az övé az ütés, a megszólaló játékos követte el a renonszot.',
  'play-6': 'Egynél több lappal való kiütés. A hibát vétő játékos a bemondott licitet fizeti.',
  'play-7':
    'Talon, mások által elvitt (leborított) ütések megtekintése. A vétlen játékosok bármelyike jelenthet renonszot és a játék nem folytatható.',
  'play-8a':
    'A lejátszás során valamelyik játékos leejti lapját, és az láthatóvá válik: ha a védőjátékosok valamelyike követte el a hibát, renonsznak minősül.',
  'play-8b': 'Ha a vállalást tevő ejti le a lapját, nem minősül renonsznak.',
  'play-9a':
    'Ha a vállalást tevőnél van több, vagy kevesebb lap, akkor veszített. A vállalást bukottnak kell tekinteni és az elhangzott drágításokkal kell fizetni.',
  'play-9b':
    'Ha nem a vállalást tevőnél van kevesebb, vagy több lap, a bemondott licitet megnyertnek kell tekinteni, az elhangzott drágításokkal együtt.',
  'play-10':
    'Az utolsó ütés után a játékosok összedobják lapjaikat, majd vita alakul ki arról, hogy kié a parti. A partit a vállalást tevő nyerte meg.',
  'play-11':
    'Vita arról, hogy a csendes száz, vagy a csendes négy ász teljesítve volt-e. A csendes játékot nem teljesítettnek kell venni (kivéve az ultit).',
  'play-12':
    'A játékosok egyike az ütések átnézése előtt összekeveri a lapokat. Az elkövető köteles fizetni a partit, illetve a bemondott százat vagy négy ászt. Csendes teljesítések nem számolhatók el.',
  'no-violation':
    'Ha a már elvitt ütéseket megnézik, majd a zsűri azt állapítja meg, hogy nem történt szabálysértés, a renonsz elkövetését a renonszot bejelentő játékos rovására kell megállapítani.',
  'jury-set':
    'Ha olyan jellegű az esemény, amely nem szerepel e játékszabályban, a büntetés mértékét a zsűri állapítja meg.',
};

// The director's sheet of table codes in words: what a card tells the players, and a warning when
// the cards' QR codes would send phones to an address only this computer reaches.

export const TABLE_CARD_WORDS = 'Scan the code with a phone, or open /table and type the code.';

export const tableQrLabel = (table: number) => `QR code that signs table ${table} in`;

export const tableCodesOwnComputerWords = (origin: string) =>
  `The QR codes lead to ${origin}, an address only this computer reaches: phones cannot open it. ` +
  'Open this sheet at the address the phones use (the computer’s address on the club’s network), ' +
  'or set CLUB_PUBLIC_ORIGIN to it, and print again.';

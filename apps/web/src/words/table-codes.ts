// The director's sheet of table codes in words: what a card tells the players, and a warning when
// the cards' QR codes would send phones to an address only this computer reaches. English, from the
// catalogue (messages/director, namespace directorTableCodes), which the sheet itself translates.
import { createTranslator } from 'next-intl';
import en from '../../messages/director/en.json';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'directorTableCodes' });

export const TABLE_CARD_WORDS = t('howTo');

export const tableQrLabel = (table: number) => t('qrLabel', { table });

export const tableCodesOwnComputerWords = (origin: string) => t('ownComputer', { origin });

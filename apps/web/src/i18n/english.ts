// The English catalogue alone, for the words maps' English functions (the callers with no page
// language yet). Importing messages.ts instead would put every language of every area into the
// browser's bundle of any client component that uses one of those functions (about 450 kB).
// english.test.ts checks that this is exactly messagesOf('en').
import admin from '../../messages/admin/en.json';
import appeals from '../../messages/appeals/en.json';
import cards from '../../messages/cards/en.json';
import director from '../../messages/director/en.json';
import dataImport from '../../messages/import/en.json';
import federation from '../../messages/federation/en.json';
import refusals from '../../messages/refusals/en.json';
import results from '../../messages/results/en.json';
import rubber from '../../messages/rubber/en.json';
import rulings from '../../messages/rulings/en.json';
import shell from '../../messages/shell/en.json';
import table from '../../messages/table/en.json';
import ulti from '../../messages/ulti/en.json';
import type { Messages } from './messages';

export const ENGLISH_MESSAGES: Messages = {
  ...shell,
  ...appeals,
  ...ulti,
  ...admin,
  ...dataImport,
  ...director,
  ...results,
  ...rulings,
  ...refusals,
  ...table,
  ...rubber,
  ...cards,
  ...federation,
};

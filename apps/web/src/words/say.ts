// A translator for one namespace as the words maps take it: a message by its key, with its values.
// next-intl's t is one (useTranslations, getTranslations, createTranslator), so a map words a code
// in the page's language, and in English for the callers that have no page language yet.
export type Say<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

// docs/glossary.md shows the Ulti words and their help as the data has them.
import { SITE_LOCALES } from '@club/events';
import { test } from 'vitest';
import { ULTI_GLOSSARY, ULTI_RULES_SOURCE, type UltiTerm } from '../../src';
import { cell, expectDocSection } from '../../../bridge/test/language/glossary-doc';

test('the Ulti glossary section', () => {
  const header = `| key | word | ${SITE_LOCALES.map((l) => `help (${l})`).join(' | ')} | found in ${ULTI_RULES_SOURCE.file} |`;
  const rule = `|---|---|${SITE_LOCALES.map(() => '---').join('|')}|---|`;
  const rows = Object.entries(ULTI_GLOSSARY).map(([key, entry]: [string, UltiTerm]) => {
    const help = SITE_LOCALES.map((l) => cell(entry.help[l]));
    return `| ${key} | ${entry.word} | ${help.join(' | ')} | „${cell(entry.quote)}“ |`;
  });
  expectDocSection('ulti-glossary', [header, rule, ...rows].join('\n'));
});

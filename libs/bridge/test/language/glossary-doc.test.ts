// docs/glossary.md shows the bridge words and Law titles as the data has them.
import { SITE_LOCALES } from '@club/events';
import { test } from 'vitest';
import { BRIDGE_GLOSSARY, BRIDGE_TERMS, LAW_TITLE_BOOKS, SOURCE_TEXTS, titleText, type GlossaryWord } from '../../src';
import { cell, expectDocSection } from './glossary-doc';

const shown = (entry: GlossaryWord) => (entry.from === null ? `${entry.word} †` : entry.word);

const where = (entry: GlossaryWord) =>
  entry.from === null ? `not in the sources: ${entry.nearest}` : `${SOURCE_TEXTS[entry.from].file}: „${entry.quote}“`;

test('the bridge glossary section', () => {
  const header = `| term | ${SITE_LOCALES.join(' | ')} |\n|---|${SITE_LOCALES.map(() => '---').join('|')}|`;
  const rows = BRIDGE_TERMS.map(
    (term) => `| ${term} | ${SITE_LOCALES.map((l) => cell(shown(BRIDGE_GLOSSARY[l][term]))).join(' | ')} |`,
  );
  const found = SITE_LOCALES.map(
    (locale) =>
      `### ${locale}\n\n` +
      BRIDGE_TERMS.map((term) => {
        const entry = BRIDGE_GLOSSARY[locale][term];
        return `- **${term}** ${cell(entry.word)}: ${cell(where(entry))}`;
      }).join('\n'),
  );
  expectDocSection('bridge-glossary', [header, ...rows, '', '† not in the sources', '', ...found].join('\n'));
});

test('the Law titles section', () => {
  const header = `| Law | ${LAW_TITLE_BOOKS.map((b) => `${b.locale} ${b.edition}`).join(' | ')} |`;
  const rule = `|---|${LAW_TITLE_BOOKS.map(() => '---').join('|')}|`;
  const rows = Array.from({ length: 93 }, (_, i) => i + 1).map((law) => {
    const titles = LAW_TITLE_BOOKS.map((b) => {
      const title = b.titles[law];
      return title === undefined ? `— (${b.missing?.[law] ?? 'none'})` : cell(titleText(title));
    });
    return `| ${law} | ${titles.join(' | ')} |`;
  });
  const sources = LAW_TITLE_BOOKS.map(
    (b) => `- ${b.locale} ${b.edition}: ${b.source ? `${b.source.file} (${b.source.title})` : (b.origin ?? '')}`,
  );
  expectDocSection('law-titles', [...sources, '', header, rule, ...rows].join('\n'));
});

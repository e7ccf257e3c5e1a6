// In a real browser at phone size (390×844), on the seeded demo club: the demo director signs in,
// opens a new small session (a 3-table Mitchell), starts round 1 (a result waits for its round),
// enters results as a table scorer does (the Law 77 score shown before confirming, the opening lead
// picked from the leader's own cards, a card he does not hold named and Confirm held until the lead is
// valid or cleared on purpose, then entered and seen on the traveller), records calls live (an insufficient bid
// flagged, director required) and rectifies it with an option the Laws offer (27B1a), rules a Law 25
// change of call with the director's own ruling (laws, words, the bid cancelled), records a director call and a
// ruling with an artificial adjusted score A60/40, assesses a procedural penalty, starts and ends
// a round, publishes the official score (first told what is missing, then a second press naming it)
// with its deadlines, sees the results and closes the
// session; then opens a teams match with no correction period, where a late correction is refused
// naming the 79C1 deadline, authorised under Law 79C2 and entered; last, opens an individual (8
// players, one member a seat) and sees its 7 rounds. Screenshots go to
// apps/web/test-artifacts/director-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PAIRS,
  instantsIn,
  openDemoSite,
  phoneShot,
  pickMember,
  ROOT,
  signInAs,
  type DemoSite,
} from './demo-browser';
import type { RunningSite } from './site-server';
import { expectAccessible } from './axe-audit';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('director');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

// Every page kept as a screenshot is first checked to fit the phone: nothing scrolls sideways or is cut off.
const shot = (name: string) => phoneShot(page, `director-${name}`);
/** Issue 21, point 11 (people chosen by name): kept in the docs too. */
async function namesShot(name: string) {
  await phoneShot(page, `director-${name}`);
  const dir = join(ROOT, 'docs/screenshots/issue-21');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `11-${name}.png`), fullPage: true });
}
/** What a director types to find a member: the first name and the start of the family name, without accents. */
const typedFor = (name: string) => {
  const [first, last] = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(' ');
  return `${first} ${last!.slice(0, 3)}`;
};
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const pad = (legend: string) => page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });

/** The table scorer's pads: 4♠ by North, ten tricks; on board 1 (nobody vulnerable) 120 + 300 game premium, shown before confirming. */
async function enterFourSpadesMadeByNorth() {
  await pad('Level').getByRole('button', { name: '4', exact: true }).click();
  await pad('Strain').getByRole('button', { name: 'spades' }).click();
  await pad('Declarer').getByRole('button', { name: 'N', exact: true }).click();
  await pad('Result').getByRole('button', { name: '10 tricks' }).click();
  await page.getByTestId('score-preview').filter({ hasText: 'N-S 420' }).waitFor();
}

describe('the demo director on the site', () => {
  it('signs in with the printed demo account', async () => {
    await signInAs(page, site, 'director');
  });

  it('opens a new session: a 3-table Mitchell, 2 boards a round, six pairs of members chosen by typing their names', async () => {
    await page.getByRole('link', { name: 'Director', exact: true }).click();
    await heading('Director');
    await page.getByRole('link', { name: 'Open a new session' }).click();
    await heading('Open a session');
    await page.getByLabel('Session id').fill('phone1');
    await page.getByLabel('Name').fill('Phone pairs');
    await page.getByLabel('Tables').fill('3');
    await page.getByLabel('Boards per round').fill('2');
    // A pair of the movement per row: part of a name, then the member tapped in the list.
    await page.getByRole('combobox', { name: 'Pair 1', exact: true }).fill('anna');
    const options = page.getByRole('listbox', { name: 'Pair 1: members' }).getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['Anna Kovács', 'Anna Nagy', 'Anna Szabó', 'Anna Tóth']);
    await page.getByRole('combobox', { name: 'Pair 1', exact: true }).scrollIntoViewIfNeeded();
    await namesShot('entrant-picker');
    await options.filter({ hasText: 'Anna Kovács' }).click();
    await pickMember(page, 'Pair 1', typedFor('Béla Kovács'), 'Béla Kovács');
    // Two members make a pair: the row takes no third, and shows both by name.
    expect(await page.getByRole('combobox', { name: 'Pair 1', exact: true }).count()).toBe(0);
    const chosen = page.getByRole('list', { name: 'Pair 1: chosen' });
    expect(await chosen.locator('li > span').allInnerTexts()).toEqual(['Anna Kovács', 'Béla Kovács']);
    expect(await chosen.getByRole('button', { name: 'Remove Béla Kovács from Pair 1' }).count()).toBe(1);
    for (const [i, pair] of DEMO_PAIRS.entries())
      if (i > 0) for (const name of pair) await pickMember(page, `Pair ${i + 1}`, typedFor(name), name);
    // A member chosen for one pair is not offered to another.
    await page.getByRole('button', { name: 'Add pair' }).click();
    await page.getByRole('combobox', { name: 'Pair 7', exact: true }).fill('anna kov');
    await page.getByRole('listbox', { name: 'Pair 7: members' }).filter({ hasText: 'No member' }).waitFor();
    await page.getByRole('combobox', { name: 'Pair 7', exact: true }).fill('');
    await namesShot('open-session');
    await page.getByRole('button', { name: 'Open the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: /^Round / }).count()).toBe(3);
    expect(await page.locator('table tbody tr').count()).toBe(18);
    await shot('session-opened');
  });

  it('starts round 1 on the session page: results are taken once their round has started', async () => {
    const state = page.getByTestId('session-state');
    expect(await state.innerText()).toBe('No round in play: round 1 of 3 is next.');
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await state.filter({ hasText: 'Round 1 of 3 in play.' }).waitFor();
    // The time in words (the club's zone, the browser's style), the instant in <time>.
    const rounds = page.getByRole('list', { name: 'Round times' });
    expect(await rounds.innerText()).toMatch(/^Round 1: started [^T]+$/);
    expect((await instantsIn(rounds)).map(Date.parse)).not.toContain(NaN);
    await shot('round-started');
  });

  it('holds Confirm while the typed lead is refused, until it is valid or cleared on purpose', async () => {
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await page.getByRole('link', { name: 'Enter results' }).click();
    await heading('Enter results');
    await enterFourSpadesMadeByNorth();
    expect(await confirm.isDisabled()).toBe(false);
    // North's ♥K typed for East's lead: refused, and Confirm waits.
    await page.getByLabel('Lead, typed').fill('hk');
    await page.getByText('the opening leader does not hold ♥K').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    // Tapping the same declarer again changes nothing: the refused lead still holds the pad.
    await pad('Declarer').getByRole('button', { name: 'N', exact: true }).click();
    await page.getByText('the opening leader does not hold ♥K').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    // A suit without its rank is no lead yet either.
    await pad('Lead').getByRole('button', { name: 'clubs' }).click();
    await page.getByTestId('lead-pending').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    // Valid: ♣K tapped.
    await pad('Lead').getByRole('button', { name: 'king', exact: true }).click();
    await page.getByTestId('lead-chosen').filter({ hasText: ', lead ♣K' }).waitFor();
    expect(await confirm.isDisabled()).toBe(false);
    // Refused again, then cleared on purpose: the typed text erased, or "No lead".
    await page.getByLabel('Lead, typed').fill('hk');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await page.getByLabel('Lead, typed').fill('');
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await page.getByLabel('Lead, typed').fill('s9');
    await page.getByText('the opening leader does not hold ♠9').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await pad('Lead').getByRole('button', { name: 'No lead' }).click();
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    expect(await page.getByTestId('lead-chosen').count()).toBe(0);
    await shot('enter-lead-cleared');
    await page.goto(`${site.url}/director/phone1`);
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
  });

  it('enters results at the table: the score before confirming, then the next board', async () => {
    await page.getByRole('link', { name: 'Enter results' }).click();
    await heading('Enter results');
    // Round 1, table 1, board 1 comes first; board 1: nobody vulnerable (Law 2).
    expect(await page.getByLabel('Table-board').locator('option:checked').innerText()).toMatch(/^R1 T1 B1: 1NS v 1EW/);
    await enterFourSpadesMadeByNorth();
    await shot('enter-score-shown');
    // The opening lead: East, on declarer's left, leads. The session's board 1 (deal seed 1) gives
    // North ♠Q7 ♥K9742 ♦J954 ♣75 and East ♠J4 ♥J6 ♦Q7632 ♣AK96: the pad offers only East's cards,
    // and North's ♥K, typed, is named and cannot be confirmed (the server would refuse it too).
    await pad('Lead').getByRole('button', { name: 'hearts' }).click();
    await expect
      .poll(() => pad('Lead').getByRole('button').allInnerTexts())
      .toEqual(['♠', '♥', '♦', '♣', 'J', '6', 'No lead']);
    await page.getByLabel('Lead, typed').fill('hk');
    await page.getByText('the opening leader does not hold ♥K').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await shot('enter-lead-refused');
    // Typed on a keyboard instead: ♣K, as a scorer writes it.
    await page.getByLabel('Lead, typed').fill('ck');
    await page.getByTestId('lead-chosen').filter({ hasText: ', lead ♣K' }).waitFor();
    expect(await pad('Lead').getByRole('button', { pressed: true }).allInnerTexts()).toEqual(['♣', 'K']);
    await shot('enter-lead');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Board 1 at table 1: 4S by N, lead ♣K, N-S 420' }).waitFor();
    // The next board without a result: board 2 at table 1, N-S vulnerable.
    expect(await page.getByLabel('Table-board').locator('option:checked').innerText()).toMatch(/^R1 T1 B2:/);
    await pad('Level').getByRole('button', { name: '3', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'no trumps' }).click();
    await pad('Declarer').getByRole('button', { name: 'E', exact: true }).click();
    await pad('Result').getByRole('button', { name: '8 tricks' }).click();
    // 3NT by E-W (not vulnerable) one down: +50 to N-S.
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 50' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Board 2 at table 1: 3NT by E, N-S 50' }).waitFor();
    await pad('Level').getByRole('button', { name: 'Pass' }).click();
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 0' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Board \d at table 2: Pass, N-S 0/ })
      .waitFor();
    await shot('enter-next-board');
  });

  it('records calls live: an insufficient bid is flagged and the director is required', async () => {
    await page.getByRole('link', { name: 'Phone pairs' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    // Table 3, board 5 (round 1): dealer North (Law 2).
    await page.goto(`${site.url}/director/phone1/board/A/3/5`);
    await heading('Board 5, table 3');
    await page.getByText('N to act').waitFor();
    await pad('Bid level').getByRole('button', { name: '1', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'spades' }).click();
    await page.getByText('E to act').waitFor();
    await pad('Bid level').getByRole('button', { name: '1', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'hearts' }).click();
    await page.getByRole('alert').filter({ hasText: 'Director required' }).waitFor();
    expect(await page.getByRole('list', { name: 'Irregularities' }).innerText()).toContain(
      'insufficient bid by E (Law 27)',
    );
    const rectify = page.getByRole('form', { name: 'Rectification' });
    expect(await rectify.getByTestId('pending-irregularity').innerText()).toBe(
      'insufficient bid by E (Law 27, 2007 Laws)',
    );
    expect(await pad('Option the Laws offer').getByRole('button').allInnerTexts()).toEqual([
      'Law 27A',
      'Law 27B1a',
      'Law 27B1b',
      'Law 27B2',
      'Law 27B3',
      'director’s own ruling',
    ]);
    await shot('live-irregularity');
    await expectAccessible(page, 'the live board with its rectification form');
  });

  it('rectifies the insufficient bid with an option the Laws offer: 2H, the lowest sufficient bid (27B1a)', async () => {
    const rectify = page.getByRole('form', { name: 'Rectification' });
    await pad('Option the Laws offer').getByRole('button', { name: 'Law 27B1a', exact: true }).click();
    // Its closed set is one call, chosen already; the option says whose it is.
    expect(await rectify.getByLabel('Replacement call').inputValue()).toBe('2H');
    await rectify.getByText(/the director\)$/).waitFor();
    await shot('rectify-option');
    await rectify.getByRole('button', { name: 'Apply the rectification' }).click();
    await page.getByText('S to act').waitFor();
    expect(await page.getByRole('form', { name: 'Rectification' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Director required' }).count()).toBe(0);
    expect(await page.getByLabel('Auction and play').innerText()).toMatch(/E 2.\s*$/m);
    await shot('rectified');
  });

  it('assesses a procedural penalty: E-W, 10% of a top, Law 90B2 from the picker, with its reason', async () => {
    const penalty = page.getByRole('form', { name: 'Procedural penalty' });
    await penalty.getByRole('button', { name: /^E-W/ }).click();
    await penalty.getByLabel('Amount').fill('10');
    expect(await penalty.getByLabel('Unit').locator('option').allInnerTexts()).toEqual(['matchpoints', '% of a top']);
    await penalty.getByLabel('Unit').selectOption('%top');
    await penalty.getByLabel('Penalty law').selectOption('90B2');
    await penalty.getByLabel('Reason').fill('slow play: two boards behind');
    await penalty.getByRole('button', { name: 'Assess the penalty' }).click();
    await page.getByTestId('penalty').filter({ hasText: 'Penalty: 3EW 10 % of a top (Law 90B2, ruling r1)' }).waitFor();
    await page
      .getByText(/Ruling r1 \(Law 90B2; procedural penalty; 2007 Laws\): slow play: two boards behind/)
      .waitFor();
    await shot('penalty');
  });

  it("rules a change of call (Law 25) with the director's own ruling: laws from the picker, the words, the bid cancelled", async () => {
    // Board 5 goes on: S passes; at West's turn South bids 2S, having called already (Law 25).
    await pad('Other calls').getByRole('button', { name: 'Pass', exact: true }).click();
    await page.getByText('W to act').waitFor();
    await pad('Seat').getByRole('button', { name: 'S', exact: true }).click();
    await pad('Bid level').getByRole('button', { name: '2', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'spades' }).click();
    await page.getByRole('alert').filter({ hasText: 'Director required' }).waitFor();
    const rectify = page.getByRole('form', { name: 'Rectification' });
    expect(await rectify.getByTestId('pending-irregularity').innerText()).toBe(
      'bid out of rotation by S (Law 25, 2007 Laws)',
    );
    expect(await pad('Option the Laws offer').getByRole('button').allInnerTexts()).toEqual([
      'Law 29A',
      'director’s own ruling',
    ]);
    await pad('Option the Laws offer').getByRole('button', { name: 'director’s own ruling', exact: true }).click();
    await rectify.getByLabel('Law', { exact: true }).fill('25B');
    await rectify.getByRole('button', { name: 'Add law' }).click();
    await rectify
      .getByRole('list', { name: 'Laws applied' })
      .filter({ hasText: '25B intended change of call' })
      .waitFor();
    await rectify.getByLabel('The irregular call').selectOption('cancel');
    await rectify.getByLabel('The ruling in words').fill('2S withdrawn: South had passed; West calls');
    await shot('rectify-directors-own');
    await rectify.getByRole('button', { name: 'Apply the rectification' }).click();
    // West was in turn throughout: the ruling, once shown, has cleared the board for him.
    await page
      .getByText(/Ruling r2 \(Law 25B; rectification; 2007 Laws\): 2S withdrawn: South had passed; West calls/)
      .waitFor();
    expect(await page.getByRole('form', { name: 'Rectification' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Director required' }).count()).toBe(0);
    await page.getByText('W to act').waitFor();
    await shot('rectified-directors-own');
  });

  it('records a director call and a ruling with an artificial adjusted score A60/40', async () => {
    await page.goto(`${site.url}/director/phone1/board/A/1/1`);
    await heading('Board 1, table 1');
    const call = page.getByRole('form', { name: 'Director call' });
    await call.getByLabel('Called by').selectOption('E');
    await call.getByLabel('Stage').selectOption('after-play');
    await call.getByLabel('What happened').fill('South held 14 cards, North 12');
    await call.getByRole('button', { name: 'Record the call' }).click();
    await page.getByText('Called: South held 14 cards, North 12').waitFor();
    const ruling = page.getByRole('form', { name: 'Ruling' });
    await ruling.getByRole('combobox', { name: 'Law' }).fill('13A');
    await ruling.getByRole('button', { name: 'Add law' }).click();
    await ruling.getByRole('combobox', { name: 'Law' }).fill('12C2a');
    await ruling.getByRole('button', { name: 'Add law' }).click();
    expect(await ruling.getByRole('list', { name: 'Laws applied' }).innerText()).toContain(
      '13A incorrect number of cards',
    );
    await ruling.getByLabel('Ruling type').selectOption('artificial-adjusted-score');
    await ruling.getByLabel('Offending side').selectOption('EW');
    await ruling.getByLabel('Text').fill('The board cannot be scored normally: E-W at fault');
    await ruling.getByRole('button', { name: 'Give the ruling' }).click();
    await page.getByText(/Ruling r1 \(Law 13A, 12C2a; artificial adjusted score; 2007 Laws\)/).waitFor();
    const adjust = page.getByRole('form', { name: 'Adjusted score' });
    await adjust.getByRole('button', { name: 'A60/40' }).click();
    await adjust.getByRole('button', { name: 'Adjust the score' }).click();
    await page.getByTestId('board-adjustment').filter({ hasText: 'A60/40' }).waitFor();
    await shot('ruling-adjusted');
  });

  it('ends round 1 with its time, on the session page', async () => {
    await page.getByRole('link', { name: 'Back to the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    const state = page.getByTestId('session-state');
    expect(await state.innerText()).toBe('Round 1 of 3 in play.');
    await page.getByRole('button', { name: 'End round 1' }).click();
    await state.filter({ hasText: 'No round in play: round 2 of 3 is next.' }).waitFor();
    const rounds = page.getByRole('list', { name: 'Round times' });
    expect(await rounds.innerText()).toMatch(/^Round 1: started .+, ended .+$/);
    expect(await instantsIn(rounds)).toHaveLength(2);
    await shot('round-ended');
  });

  /** What the early publication left out, in the page's words. */
  let words = '';
  it('publishing with 2 rounds to play first says what is missing; the second press, naming it, publishes', async () => {
    expect(await page.locator('table tbody tr', { hasText: 'A60/40' }).count()).toBe(1);
    // The grid's table plays with neither a result nor an adjusted score.
    const rows = await page
      .locator('table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText)));
    const missing = rows.filter(
      (cells) => cells[5] === '—' && !/A\d\d\/\d\d|assigned|weighted/.test(cells[9] ?? ''),
    ).length;
    expect(missing).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Publish the official score' }).click();
    const warning = await page.getByTestId('publish-warning').innerText();
    const said =
      /^Not everything is in: (.+)\. Members will still see only the boards their pair has played until every table has played a board or you close the session\.$/.exec(
        warning,
      );
    expect(said, warning).not.toBeNull();
    words = said![1]!;
    // Rounds are still to be played; the count of missing results is the grid's.
    expect(words).toMatch(new RegExp(`^[123] rounds? not ended and ${missing} results missing$`));
    expect(await page.getByTestId('publication').count()).toBe(0);
    await shot('publish-warning');
    await page.getByRole('button', { name: `Publish anyway, with ${words}` }).click();
  });

  it('publishes the official score with its deadlines and sees the results', async () => {
    const publication = page.getByTestId('publication');
    await publication.waitFor();
    const text = await publication.innerText();
    // Both periods are 30 minutes after publication (the session's defaults).
    const [published, corrections, appeals] = (await instantsIn(publication)).map(Date.parse);
    expect(corrections! - published!).toBe(30 * 60_000);
    expect(appeals! - published!).toBe(30 * 60_000);
    expect(text).toContain('Law 79C1');
    // Recorded with what the director confirmed publishing without.
    expect(text).toContain(`, confirmed with ${words}.`);
    await shot('published');
    await page.locator('main').getByRole('link', { name: 'Results', exact: true }).click();
    await heading('Session results');
    await page.getByRole('heading', { level: 3, name: 'North-South' }).first().waitFor();
    await shot('results');
  });

  it("shows the lead entered with the result on board 1's traveller", async () => {
    await page.goto(`${site.url}/results/phone1/1`);
    await heading('Board 1');
    const headers = await page.locator('table:not(.double-dummy) thead th').allInnerTexts();
    const tableOne = page
      .locator('table:not(.double-dummy) tbody tr')
      .filter({ has: page.locator('td:first-child', { hasText: /^A1$/ }) });
    expect(await tableOne.count()).toBe(1);
    expect(await tableOne.locator('td').nth(headers.indexOf('Lead')).innerText()).toBe('♣K');
    expect(await tableOne.locator('td').nth(headers.indexOf('Score NS')).innerText()).toBe('420');
    await shot('traveller-lead');
  });

  it('closes the session with its time', async () => {
    await page.goto(`${site.url}/director/phone1`);
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    await page.getByRole('button', { name: 'Close the session' }).click();
    await page
      .getByTestId('session-state')
      .filter({ hasText: /^Closed at .+\.$/ })
      .waitFor();
    expect(await instantsIn(page.getByTestId('session-state'))).toHaveLength(1);
    expect(await page.getByRole('button', { name: /^Start round/ }).count()).toBe(0);
    await shot('closed');
  });

  it('opens a teams match: two rooms, home and away teams of four, 2 boards a stint, no correction period', async () => {
    await page.goto(`${site.url}/director/new`);
    await heading('Open a session');
    await page.getByLabel('Session id').fill('match1');
    await page.getByLabel('Name').fill('Phone match');
    await page.getByLabel('Kind').selectOption('teams');
    await page.getByLabel('Home team id').fill('lions');
    await page.getByLabel('Away team id').fill('tigers');
    await page.getByLabel('Boards per stint').fill('2');
    await page.getByTestId('boards-per-match').filter({ hasText: '4 boards in the match.' }).waitFor();
    expect(await page.getByLabel('Scoring').inputValue()).toBe('TEAMS-IMP-VP');
    for (const name of ['Anna Nagy', 'Béla Nagy', 'Csilla Nagy', 'Dávid Nagy']) await pickMember(page, 'Team 1', name);
    for (const name of ['Eszter Nagy', 'Ferenc Nagy', 'Gabi Nagy', 'Hanna Nagy'])
      await pickMember(page, 'Team 2', name);
    await page.getByLabel('Correction period, minutes (Law 79C)').fill('0');
    await shot('open-teams');
    // After the full-page shot, a press with the number field still focused was lost: move on first.
    await page.getByLabel('Appeal period, minutes (Law 92B)').focus();
    await page.getByRole('button', { name: 'Open the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone match' }).waitFor();
    // Two rooms × two stints × two boards.
    expect(await page.locator('table tbody tr').count()).toBe(8);
    expect(await page.locator('table tbody tr').first().innerText()).toMatch(/lions\/1\s+tigers\/1/);
  });

  it('refuses a late correction naming the 79C1 deadline, authorises it under Law 79C2, then accepts it', async () => {
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page
      .getByTestId('session-state')
      .filter({ hasText: /^Round 1 of \d+ in play\.$/ })
      .waitFor();
    await page.getByRole('link', { name: 'Enter results' }).click();
    await heading('Enter results');
    await enterFourSpadesMadeByNorth();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Board 1 at table 1: 4S by N, N-S 420' }).waitFor();
    await page.goto(`${site.url}/director/match1`);
    await page.getByRole('button', { name: 'Publish the official score' }).click();
    // Two rooms × two stints × two boards, one result in: 7 results missing.
    await page.getByRole('button', { name: /^Publish anyway, with (.+ and )?7 results missing$/ }).click();
    await page.getByTestId('publication').waitFor();
    await page.goto(`${site.url}/director/match1/board/A/1/1`);
    await heading('Board 1, table 1');
    await page.getByRole('link', { name: 'Late correction (Law 79C2)' }).click();
    await heading('Late correction, board 1, table 1');
    const [deadline] = await instantsIn(page.getByTestId('correction-deadline'));
    const deadlineText = await page.getByTestId('correction-deadline').locator('time').innerText();
    const correction = page.getByRole('form', { name: 'Correction' });
    await correction.getByLabel('Tricks').fill('9');
    await correction.getByLabel('Reason').fill('both score slips show 9 tricks');
    await correction.getByRole('button', { name: 'Correct' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'the correction period ended at' });
    await refusal.waitFor();
    const refused = await refusal.innerText();
    // The refusal names the deadline as the page does: in the club's zone, not as the log writes it.
    expect(refused).toContain(`the correction period ended at ${deadlineText}`);
    expect(refused).not.toContain(deadline!.slice(0, 16));
    expect(refused).toContain('Law 79C2');
    await shot('late-refused');
    const authorize = page.getByRole('form', { name: 'Late correction authorisation' });
    await pickMember(authorize, 'Tournament organizer', 'ferenc tot', 'Ferenc Tóth');
    await authorize
      .getByLabel(/^Why you are both satisfied/)
      .fill('both score slips show 9 tricks; the scorer keyed 10');
    await authorize.getByRole('button', { name: 'Authorise' }).click();
    expect(
      await page.getByRole('list', { name: 'Authorisations' }).filter({ hasText: 'organizer Ferenc Tóth' }).innerText(),
    ).toMatch(
      /^a1: director \p{L}+ \p{L}+, organizer Ferenc Tóth, .+: both score slips show 9 tricks; the scorer keyed 10$/u,
    );
    await shot('late-authorised');
    const again = page.getByRole('form', { name: 'Correction' });
    expect(await again.getByLabel('Law 79C2 authorisation').inputValue()).toBe('a1');
    await again.getByLabel('Tricks').fill('9');
    await again.getByLabel('Reason').fill('both score slips show 9 tricks');
    await again.getByRole('button', { name: 'Correct' }).click();
    // 4S one down, not vulnerable: -50.
    const corrected = page.getByRole('status').filter({ hasText: 'Corrected under Law 79C2: N-S -50' });
    await corrected.waitFor();
    await page.getByRole('list', { name: 'Authorisations' }).filter({ hasText: '(used)' }).waitFor();
    // The page refreshed (the authorisation is used): the director still reads what the correction did.
    expect(await corrected.isVisible()).toBe(true);
    await shot('late-corrected');
  });

  it('opens an individual: 8 players on 2 tables, one member a seat, 7 rounds of one board', async () => {
    await page.goto(`${site.url}/director/new`);
    await heading('Open a session');
    await page.getByLabel('Session id').fill('whist1');
    await page.getByLabel('Name').fill('Phone individual');
    await page.getByLabel('Kind').selectOption('individual');
    await page.getByLabel(/^Players/).selectOption('8');
    await page.getByLabel('Boards per round').fill('1');
    await page
      .getByTestId('individual-rounds')
      .filter({ hasText: '7 rounds, 7 boards: every two players partner once.' })
      .waitFor();
    const seats = ['István Nagy', 'Judit Nagy', 'Károly Nagy', 'Lili Nagy', 'Anna Tóth', 'Béla Tóth', 'Csilla Tóth'];
    for (const [i, name] of [...seats, 'Dávid Tóth'].entries()) await pickMember(page, `Seat ${i + 1}`, name);
    await shot('open-individual');
    await page.getByRole('button', { name: 'Open the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone individual' }).waitFor();
    // 2 tables × 7 rounds × 1 board; player 8 sits North at table 1 every round.
    expect(await page.getByRole('heading', { level: 3, name: /^Round / }).count()).toBe(7);
    expect(await page.locator('table tbody tr').count()).toBe(14);
    expect(await page.locator('table tbody tr').first().innerText()).toMatch(/\b8-\d+\s+\d+-\d+/);
  });
});

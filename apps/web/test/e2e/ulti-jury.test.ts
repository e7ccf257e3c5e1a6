// Issue 11, the Ulti jury (zsűri) in a real browser at phone size (390×844) on the demo club's
// Ulti evening in progress: a member not on the jury is refused the jury page; the organiser (the
// league administrator) names him to the evening's jury and the page opens for him; the demo
// juror (ulti-jury@demo.club, named to the evening in the demo) picks a table, a deal, the
// offender, the caller and the renonsz case with its § text, sees every player's forints before
// Confirm and records the ruling; an event the rules do not list asks for the forints the jury sets,
// shown before Confirm too; discipline of a player not at the table is refused in words,
// a yellow card at the table is recorded; the session page lists the rulings with who ruled.
// Screenshots: docs/screenshots/issue-11/jury-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('ulti-jury');
  ({ site, page } = demo);
  // A step that cannot happen fails within the test's time, naming what it waited for.
  page.setDefaultTimeout(10_000);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (what: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-11', `jury-${what}.png`), fullPage: true });
};
const alert = () => page.locator('main [role="alert"]');
const JURY_PAGE = '/ulti/jury/ulti-evening';
const heading = () => page.getByRole('heading', { level: 1, name: 'Jury (zsűri): Ulti ulti-evening' });
/** Signs out whoever is signed in, then in as the demo account of `role`. */
async function switchTo(role: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
  await signInAs(page, site, role);
}
/** The signed-in member's name, as the header shows it ("Name (Member, …)"). */
const signedInName = async () => /^(.+?) \(/.exec(await page.getByTestId('who').innerText())![1]!;
/** A select by its name (its label's accessible name carries the option chosen). */
const select = (name: string) => page.locator(`main select[name="${name}"]`);
/** The options of a select, as [value, text]. */
const optionsOf = (name: string) =>
  select(name)
    .locator('option')
    .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as const));

/** The names on the organiser's jury list (each line: the name, then its Remove button). */
const namedJury = async () =>
  (await page.getByRole('region', { name: 'Jury' }).getByRole('list', { name: 'Named to the jury' }).innerText())
    .split('\n')
    .map((line) => line.replace(/\s*Remove$/, ''))
    .sort();

let member = '';
let juror = '';
let ruled: { table: string; dealNo: string; offender: string } | undefined;

describe('the Ulti jury on a phone', () => {
  it('a member who is not on the jury is refused the jury page', async () => {
    await signInAs(page, site, 'member');
    member = await signedInName();
    await page.goto(`${site.url}${JURY_PAGE}`);
    // The page names the refusal; none of the jury's forms is there.
    await expect.poll(() => alert().innerText()).toMatch(/^Only the .+ may do this\./);
    expect(await page.getByRole('region', { name: 'Renonsz ruling' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Confirm the ruling' }).count()).toBe(0);
    await shot('refused');
  });

  it("the organiser names him to the evening's jury; the jury page opens for him", async () => {
    await switchTo('league-admin');
    await page.goto(`${site.url}/ulti/organise/ulti-evening`);
    const jury = page.getByRole('region', { name: 'Jury' });
    // The demo evening's jury: a member who does not play Ulti.
    await expect.poll(namedJury).toEqual(['Lili Nagy']);
    await pickMember(jury, 'Juror', member);
    await jury.getByRole('button', { name: 'Name to the jury' }).click();
    await expect.poll(namedJury).toEqual(['Lili Nagy', member].sort());
    await shot('named');
    await switchTo('member');
    await page.goto(`${site.url}${JURY_PAGE}`);
    await heading().waitFor();
    expect(await page.locator('main .muted').first().innerText()).toContain(member);
  });

  it('the juror records a revoke: the case with its § text, every player’s forints before Confirm', async () => {
    await switchTo('ulti-jury');
    juror = await signedInName();
    expect(juror).toBe('Lili Nagy');
    await page.goto(`${site.url}/ulti/sessions/ulti-evening`);
    await page.getByRole('link', { name: 'Jury page' }).click();
    await heading().waitFor();
    // Table 2 of round 1 (table 1's revoke is the demo's own ruling): a deal with a declarer.
    await select('table').selectOption('1/2');
    const deals = (await optionsOf('deal')).filter(([, text]) => / by /.test(text));
    expect(deals.length).toBeGreaterThan(0);
    const [dealNo, dealText] = deals[0]!;
    await select('deal').selectOption(dealNo);
    const declarer = / by (.+)$/.exec(dealText)![1]!;
    const seated = (await optionsOf('offender')).filter(([value]) => value !== '');
    expect(seated).toHaveLength(3);
    const [offender, caller] = seated.filter(([, name]) => name !== declarer);
    await select('offender').selectOption(offender![0]);
    await select('caller').selectOption(caller![0]);
    await select('case').selectOption('play-4');
    const rule = page.locator('blockquote.renonsz-case');
    await expect.poll(() => rule.innerText()).toMatch(/^§13\(3\)#4 Színvétés, vagy felülütés elmulasztása\./);
    expect(await rule.innerText()).toContain('revoke or failure to overtake');
    // §10(3)e–f: the defender pays the declarer for himself and his partner, and pays his partner.
    const forints = page.getByRole('list', { name: 'Forints' });
    await forints.waitFor();
    const lines = (await forints.innerText()).split('\n');
    expect(lines).toHaveLength(3);
    const amount = (name: string) => Number(lines.find((l) => l.startsWith(`${name}: `))!.split(': ')[1]);
    expect(amount(declarer)).toBeGreaterThan(0);
    expect(amount(caller![1])).toBeGreaterThan(0);
    expect(amount(offender![1])).toBe(-(amount(declarer) + amount(caller![1])));
    await shot('renonsz-preview');
    await page.getByRole('button', { name: 'Confirm the ruling' }).click();
    const rulings = page.getByRole('region', { name: 'Rulings' });
    await expect
      .poll(() => rulings.locator('li').last().innerText())
      .toMatch(new RegExp(`· ${juror} · round 1, table 2, deal ${dealNo}\\nrenonsz §13\\(3\\)#4 by ${offender![1]}`));
    ruled = { table: '1/2', dealNo, offender: offender![1] };
  });

  it('an event the rules do not list (§10(3)d): the case asks for each player’s forints, previewed before Confirm', async () => {
    // Another deal of the table, one with a declarer if there is one.
    const others = (await optionsOf('deal')).filter(([value]) => value !== '' && value !== ruled!.dealNo);
    const [dealNo] = others.find(([, text]) => / by /.test(text)) ?? others[0]!;
    await select('deal').selectOption(dealNo);
    const [offender, ...rest] = (await optionsOf('offender')).filter(([value]) => value !== '');
    await select('offender').selectOption(offender![0]);
    // A revoke needs nothing more of the jury: no further field is asked.
    await select('case').selectOption('play-4');
    await expect.poll(() => page.locator('blockquote.renonsz-case').innerText()).toMatch(/^§13\(3\)#4 /);
    const sets = page.getByRole('group', { name: 'Forints the jury sets (summing to zero)' });
    expect(await sets.count()).toBe(0);
    await select('case').selectOption('jury-set');
    await expect.poll(() => page.locator('blockquote.renonsz-case').innerText()).toMatch(/^§10\(3\)d /);
    // Nothing to preview until the jury's forints are given.
    await sets.waitFor();
    expect(await page.getByRole('list', { name: 'Forints' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Confirm the ruling' }).isDisabled()).toBe(true);
    const amounts = [
      [offender![1], '-30'],
      [rest[0]![1], '20'],
      [rest[1]![1], '10'],
    ] as const;
    for (const [name, amount] of amounts) await sets.getByLabel(name, { exact: true }).fill(amount);
    const forints = page.getByRole('list', { name: 'Forints' });
    await forints.waitFor();
    expect((await forints.innerText()).split('\n').sort()).toEqual(
      amounts.map(([name, amount]) => `${name}: ${amount === '-30' ? amount : `+${amount}`}`).sort(),
    );
    await shot('extra-fields');
    await page.getByRole('button', { name: 'Confirm the ruling' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Rulings' }).locator('li').last().innerText())
      .toMatch(new RegExp(`· ${juror} · round 1, table 2, deal ${dealNo}\\nrenonsz §10\\(3\\)d by ${offender![1]}`));
  });

  it('discipline: a player not at the table is refused in words; a yellow card at the table is recorded', async () => {
    const atTable = (await optionsOf('offender')).filter(([v]) => v !== '').map(([, name]) => name);
    const everyone = (await optionsOf('player')).filter(([v]) => v !== '');
    const stranger = everyone.find(([, name]) => !atTable.includes(name))!;
    await select('player').selectOption(stranger[0]);
    await select('discipline').selectOption('yellow-card');
    await page.getByLabel('Reason', { exact: true }).fill('slow play');
    await page.getByRole('button', { name: 'Record the discipline' }).click();
    // The decider's refusal, naming the player by his name, not his id.
    await expect.poll(() => alert().innerText()).toMatch(new RegExp(`'${stranger[1]}' does not sit at table 2`));
    await shot('discipline-refused');
    await select('player').selectOption({ label: ruled!.offender });
    await page.getByRole('button', { name: 'Record the discipline' }).click();
    const rulings = page.getByRole('region', { name: 'Rulings' });
    await expect
      .poll(() => rulings.locator('li').last().innerText())
      .toMatch(new RegExp(`· ${juror} · round 1, table 2\\n§11: sárga lap for ${ruled!.offender} · slow play$`));
    await shot('discipline');
  });

  it('the session page lists every ruling with who ruled and when', async () => {
    await page.goto(`${site.url}/ulti/sessions/ulti-evening`);
    const list = page.getByRole('region', { name: 'Jury rulings' }).locator('li');
    await expect.poll(() => list.count()).toBe(4);
    const texts = await list.allInnerTexts();
    // The demo's own revoke at table 1, then this juror's three rulings at table 2.
    expect(texts[0]).toMatch(
      /· Lili Nagy · round 1, table 1, deal \d+\nrenonsz §13\(3\)#4 by .+ · did not follow suit$/,
    );
    expect(texts[3]).toContain(`sárga lap for ${ruled!.offender}`);
    expect(await list.locator('time').count()).toBe(4);
    await shot('session');
  });

  it('the organiser removes the member from the jury: the desk lists him no more, and the jury page refuses him', async () => {
    await switchTo('league-admin');
    await page.goto(`${site.url}/ulti/organise/ulti-evening`);
    const jury = page.getByRole('region', { name: 'Jury' });
    await expect.poll(namedJury).toEqual(['Lili Nagy', member].sort());
    await jury.getByRole('button', { name: `Remove ${member} from the jury` }).click();
    await expect.poll(namedJury).toEqual(['Lili Nagy']);
    await shot('removed');
    await switchTo('member');
    await page.goto(`${site.url}${JURY_PAGE}`);
    await expect.poll(() => alert().innerText()).toMatch(/^Only the .+ may do this\./);
    expect(await page.getByRole('button', { name: 'Confirm the ruling' }).count()).toBe(0);
  });
});

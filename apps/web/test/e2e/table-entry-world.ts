// What a browser test of entry at the tables starts from: the demo site with the director's phone
// signed in, a browser for the tables' phones (each its own context), and the director's way to a
// small Mitchell open for entry at the tables, its sheet of codes on screen.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openDemoSite, openSmallMitchell, signInAs, type DemoSite } from './demo-browser';

export interface TableEntryWorld {
  readonly demo: DemoSite;
  /** The director's phone, signed in. */
  readonly page: Page;
  /** For the tables' phones (phonePage). */
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function openTableEntryWorld(name: string): Promise<TableEntryWorld> {
  const demo = await openDemoSite(name);
  const browser = await launchChromium();
  await signInAs(demo.page, demo.site, 'director');
  return {
    demo,
    page: demo.page,
    browser,
    async close() {
      await browser.close();
      await demo.close();
    },
  };
}

/** The director opens a 3-table Mitchell (round 1 started) for entry at the tables: its sheet of table codes shows. */
export async function openForTableEntry(world: TableEntryWorld, sessionId: string, name: string): Promise<void> {
  await openSmallMitchell(world.page, world.demo.site, sessionId, name);
  await world.page.getByRole('button', { name: 'Open for entry at the tables' }).click();
  await world.page.getByRole('heading', { level: 1, name: 'Table codes' }).waitFor();
}

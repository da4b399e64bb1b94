import { LayoutShiftProbe, cumulativeShift } from './pages/LayoutShiftProbe';
import { ShellPage } from './pages/ShellPage';
import { BUILT_PAGES, LINKED_PAGES } from './support/appPages';
import { expect, test } from './support/test';

/** Issue 17's ceiling for the cumulative layout shift of every route (Lighthouse's "good"). */
const CLS_LIMIT = 0.1;
/** The CPU slowdown: data read after the first render then arrives well after the first paint, as on a loaded machine. */
const CPU_SLOWDOWN = 6;

const VIEWPORTS = [
  // Lighthouse's desktop run measures at this size; every linked page.
  { name: 'a desktop', width: 1350, height: 940, pages: LINKED_PAGES },
  // Every page on a phone too.
  { name: 'a phone', width: 390, height: 844, pages: BUILT_PAGES },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`layout shift on ${viewport.name} (${viewport.width}x${viewport.height}), CPU slowed ${CPU_SLOWDOWN}x`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [path, title] of viewport.pages) {
      test(`${path}: nothing moves as its data arrives (CLS <= ${CLS_LIMIT})`, async ({ page }) => {
        const probe = new LayoutShiftProbe(page);
        await probe.install(CPU_SLOWDOWN);
        const shell = new ShellPage(page);
        await shell.open(path);
        await expect(shell.heading).toHaveText(title);
        const shifts = await probe.settledShifts();
        expect(cumulativeShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}

/**
 * Issue 39's phone measurement: Lighthouse's mobile profile on `/`, `/contracts`, `/exchange` and `/token`, the
 * median of three runs each (`lighthouse/measureMobile.ts`), against the build served as `npm start` serves it.
 * Prints every run and median; exits non-zero when a median is below `mobileGate.ts`'s thresholds. `npm test` runs
 * the same measurement after the desktop gate (`checkLighthouse.ts`); this runs the phone's part alone. Run after
 * `npm run build`, on a quiet machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { measureMobile } from './lighthouse/measureMobile';
import { waitForQuietMachine } from './lighthouse/quietMachine';
import { startBuiltAppForBrowser } from './server/loadTarget';

const quiet = await waitForQuietMachine();
console.log(`CPUs ${Math.round(quiet.idle * 100)} % idle after waiting ${Math.round(quiet.waitedMs / 1000)} s for the machine to settle`);
const { base, close } = await startBuiltAppForBrowser();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
let failures: string[] = [];
try {
  failures = await measureMobile(chrome.port, base);
} finally {
  chrome.kill();
  await close();
}
if (failures.length > 0) {
  console.error(`\nBelow the phone's thresholds:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Lighthouse mobile: every route meets the thresholds.');

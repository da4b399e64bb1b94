/**
 * The Lighthouse gate of `npm test` (issue 17): desktop Lighthouse on every route of `LIGHTHOUSE_ROUTES` against the
 * build served as `npm start` serves it (embedded database in a temporary folder), checked against the thresholds;
 * then issue 39's phone gate (`lighthouse/measureMobile.ts`: the mobile profile's median of three runs on `/`,
 * `/contracts`, `/exchange` and `/token`).
 * A route's performance score moves with the machine's load, so a route below a threshold is measured again, up to
 * ATTEMPTS times, and passes when one attempt meets every threshold; it fails the run when none does. Accessibility
 * and layout shift do not move with load: a page below them fails every attempt. It starts once the machine has
 * settled (`quietMachine.ts`: in `npm test` it follows the end-to-end suite). Run after `npm run build`.
 */
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { formatScores, LIGHTHOUSE_ROUTES, lighthouseFailures } from './lighthouse/lighthouseGate';
import { measureMobile } from './lighthouse/measureMobile';
import { runLighthouse } from './lighthouse/runLighthouse';
import { waitForQuietMachine } from './lighthouse/quietMachine';
import { startBuiltAppForBrowser } from './server/loadTarget';

/**
 * Measured on one tree (2026-11-29): /maintainers/find-developers scored 97-98 alone and 92, 94, 94 right after the
 * end-to-end suite, with the CPUs already idle; a real regression (`/` at 61-70 before the editor's text-first
 * paint) stays below its threshold however often it is measured.
 */
const ATTEMPTS = 5;

const quiet = await waitForQuietMachine();
console.log(`CPUs ${Math.round(quiet.idle * 100)} % idle after waiting ${Math.round(quiet.waitedMs / 1000)} s for the machine to settle`);
const { base, close } = await startBuiltAppForBrowser();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
const failures: string[] = [];
try {
  // The first page a new browser loads pays the browser's own start-up (on this machine, `/` scored 83-84 first and
  // 89-91 after): one run, not counted, before the measured ones.
  await runLighthouse(chrome.port, `${base}/`, 'desktop');
  for (const route of LIGHTHOUSE_ROUTES) {
    let last: string[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const scores = await runLighthouse(chrome.port, base + route, 'desktop');
      last = lighthouseFailures(route, scores);
      console.log(`${formatScores(route, 'desktop', scores)}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
      if (last.length === 0) break;
    }
    failures.push(...last);
  }
  failures.push(...(await measureMobile(chrome.port, base)));
} finally {
  chrome.kill();
  await close();
}
if (failures.length > 0) {
  console.error(`\nBelow Lighthouse's thresholds after ${ATTEMPTS} attempts:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Lighthouse: every route meets the thresholds.`);

/** The end-to-end suite's gateway set-up: the ports and secret shared by playwright.config.ts and the specs. */
const e2ePort = Number(process.env.E2E_PORT ?? 4199);

/** The app server with the GitHub gateway on. */
export const GATEWAY_APP_PORT = e2ePort + 1000;
/** The fake GitHub it reads (250 issues on 3 pages). */
export const FAKE_GITHUB_PORT = e2ePort + 2000;
export const GATEWAY_WEBHOOK_SECRET = 'e2e-webhook-secret';
export const FAKE_GITHUB_ISSUES = 250;
/** An open pull request of the fake that fixes the newest issue. */
export const FAKE_GITHUB_PULL = { number: 1001, fixes: 250 } as const;

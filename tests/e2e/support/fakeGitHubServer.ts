/** Started by playwright.config.ts: the fake GitHub the gateway project's server reads, on 127.0.0.1. */
import { fakePull, startFakeGitHub } from '../../support/fakeGitHub';
import { FAKE_GITHUB_ISSUES, FAKE_GITHUB_PORT, FAKE_GITHUB_PULL } from './gatewaySetup';

const fake = await startFakeGitHub({
  port: FAKE_GITHUB_PORT,
  issues: FAKE_GITHUB_ISSUES,
  pulls: [fakePull(FAKE_GITHUB_PULL.number, FAKE_GITHUB_PULL.fixes)],
});
console.log(`fake GitHub on ${fake.url}`);

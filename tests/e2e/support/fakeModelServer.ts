/** The fake OpenAI-compatible model the end-to-end server's assistant talks to (playwright.config.ts starts it). */
import { startFakeOpenAi } from '../../support/fakeOpenAi';

const port = Number(process.env.FAKE_MODEL_PORT ?? 4250);
const fake = await startFakeOpenAi(port);
console.log(`fake model on ${fake.url}`);

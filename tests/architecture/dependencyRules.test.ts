import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const configuration = require('../../.dependency-cruiser.cjs') as IConfiguration;
const fixtureDir = fileURLToPath(new URL('./fixtures/layered', import.meta.url));

/** The rule check, run on a small tree with deliberately wrong imports, must report each of them. */
describe('dependency rules', () => {
  it('report every wrong import of the fixture tree, and nothing else', async () => {
    const result = await cruise(['src'], {
      baseDir: fixtureDir,
      validate: true,
      ruleSet: { forbidden: configuration.forbidden ?? [] },
      tsPreCompilationDeps: true,
    });
    const output = result.output as ICruiseResult;
    const violations = output.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort();
    expect(violations).toEqual([
      'application-only-domain-ports-rxjs: src/application/useCase.ts -> src/ui/view.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/farewell.texts.ts -> src/domain/greeting/farewell.texts.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/greeting.ts -> src/domain/greeting/greetingTexts.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/sampleNames.ts -> src/domain/greeting/greeting.ts',
      'no-domain-to-outside: src/domain/rule.ts -> src/adapters/storage.ts',
      'ui-not-to-adapters: src/ui/sampleView.ts -> src/adapters/sample/sampleGreetings.ts',
      'ui-not-to-adapters: src/ui/view.ts -> src/adapters/storage.ts',
    ]);
  });
});

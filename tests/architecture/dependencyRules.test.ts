import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration, type IRegularForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const configuration = require('../../.dependency-cruiser.cjs') as IConfiguration;
const fixtureDir = fileURLToPath(new URL('./fixtures/layered', import.meta.url));
const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const COPY_RULE = 'domain-holds-no-copy-or-sample';

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
      'adapters-not-to-ui: src/adapters/answers.ts -> src/ui/view.ts',
      'adapters-not-to-ui: src/adapters/answers.ts -> src/ui/welcome.texts.ts',
      'application-only-domain-ports-rxjs: src/application/useCase.ts -> src/ui/view.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/errorMessages.ts -> src/domain/greeting/errorMessages.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/farewell.texts.ts -> src/domain/greeting/farewell.texts.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/fixtures/people.ts -> src/domain/greeting/fixtures/people.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/greeting.ts -> src/domain/greeting/greetingTexts.ts',
      'domain-holds-no-copy-or-sample: src/domain/greeting/sampleNames.ts -> src/domain/greeting/greeting.ts',
      'driven-adapters-not-to-application: src/adapters/outbound.ts -> src/application/useCase.ts',
      'no-domain-to-outside: src/domain/rule.ts -> src/adapters/storage.ts',
      'texts-are-plain-data: src/ui/welcome.texts.ts -> src/ui/Banner.tsx',
      'ui-not-to-adapters: src/ui/sampleView.ts -> src/adapters/sample/sampleGreetings.ts',
      'ui-not-to-adapters: src/ui/view.ts -> src/adapters/storage.ts',
    ]);
  });

  it('hold the whole domain to the copy-and-sample rule, with no exception left', async () => {
    const copyRules = (configuration.forbidden ?? []).filter((rule): rule is IRegularForbiddenRuleType => rule.name === COPY_RULE && 'to' in rule);
    expect(copyRules).toHaveLength(3);
    for (const rule of copyRules) expect([rule.from, rule.to].filter((side) => 'pathNot' in side)).toEqual([]);
    const result = await cruise(['src'], {
      baseDir: projectDir,
      validate: true,
      ruleSet: { forbidden: configuration.forbidden ?? [] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      exclude: { path: '\\.(css|svg|json)$' },
    });
    const files = (result.output as ICruiseResult).summary.violations
      .filter((violation) => violation.rule.name === COPY_RULE)
      .flatMap((violation) => [violation.from, violation.to]);
    expect([...new Set(files)]).toEqual([]);
  }, 60_000);
});

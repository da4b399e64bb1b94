import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/adapters/browser/parseRuntimeConfig';
import { resolveServerSettings } from '../../../src/adapters/config/serverSettings';
import { toJsonSchema } from '../../../src/adapters/wire/jsonSchema';
import { RuntimeConfigSchema } from '../../../src/adapters/wire/runtimeConfig.schema';
import type { RUNTIME_CONFIG_FIELDS, ConfigObject } from '../../../src/adapters/wire/runtimeConfig.shape';
import type { RuntimeConfig } from '../../../src/ports/runtimeConfig.port';

const settings = resolveServerSettings({ GITHUB_REPO: 'a/b', HANDCASH_APP_ID: 'x' });
if (!settings.ok) throw new Error('refused');
const good: RuntimeConfig = settings.value.browser;
// The shape describes the port's type: a RuntimeConfig is a value of the shape (the guard checks the other way).
const described: ConfigObject<typeof RUNTIME_CONFIG_FIELDS> = good;

/** Every leaf's path in the good configuration: `mode`, `github.repo`, `payments.maintainers`, … */
const leaves = (value: object, path: readonly string[] = []): string[][] =>
  Object.entries(value).flatMap(([name, member]) =>
    typeof member === 'object' && member !== null && !Array.isArray(member) ? leaves(member as object, [...path, name]) : [[...path, name]],
  );

/** `config` with the member at `path` set to `value` (undefined: removed). */
function withValue(config: object, path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(config) as Record<string, unknown>;
  let object = copy;
  for (const name of path.slice(0, -1)) object = object[name] as Record<string, unknown>;
  object[path.at(-1)!] = value;
  if (value === undefined) delete object[path.at(-1)!];
  return copy;
}

const CANDIDATES = [undefined, null, '', ' ', 'x', 'a/b', 'https://x/{txid}', 'embedded', 'live', 0, 1, 2, 1.5, -1, true, false, [], ['a'], [1], {}];

/** What the server's schema says of a value: accepted, or the path of its first issue. */
function serverVerdict(value: unknown): string {
  const parsed = v.safeParse(RuntimeConfigSchema, value);
  return parsed.success ? 'ok' : (parsed.issues[0].path ?? []).map((item) => String(item.key)).join('.') || '(root)';
}
const browserVerdict = (value: unknown): string => {
  const parsed = parseRuntimeConfig(value);
  return parsed.ok ? 'ok' : parsed.error.field;
};

/**
 * Whether the verdicts agree: both accept, or both refuse naming the same field. The schema's path may go deeper
 * (a list's item, a member of a list given for an object: valibot takes a list for an object and names its first
 * missing member); the guard names the field that holds it.
 */
const agree = (server: string, browser: string): boolean =>
  server === 'ok' || browser === 'ok' ? server === browser : browser === '(root)' || server === browser || server.startsWith(`${browser}.`);

describe('the runtime configuration’s shape, stated once', () => {
  it('makes the server’s schema and the browser’s guard agree on every value of every field: both accept it, or both refuse it naming the field', () => {
    const values = [
      good,
      withValue(good, ['payments'], undefined),
      ...leaves(good).flatMap((path) => CANDIDATES.map((candidate) => withValue(good, path, candidate))),
      ...['github', 'handcash', 'payments'].flatMap((name) => [null, [], 'x'].map((candidate) => withValue(good, [name], candidate))),
      null,
      [],
      'config',
    ];
    const verdicts = values.map((value) => [serverVerdict(value), browserVerdict(value)]);
    const disagreements = verdicts.filter(([server, browser]) => !agree(server!, browser!));
    expect({ described: described.mode, disagreements, accepted: verdicts.filter(([server]) => server === 'ok').length, count: values.length }).toEqual({
      described: good.mode,
      disagreements: [],
      accepted: expect.any(Number) as unknown,
      count: 2 + leaves(good).length * CANDIDATES.length + 9 + 3,
    });
    expect(verdicts.filter(([server]) => server !== 'ok').length).toBeGreaterThan(leaves(good).length * 10);
  });

  it('keeps only the fields of the shape, and reads a configuration without payments', () => {
    const extra = { ...good, secret: 'x', github: { ...good.github, token: 'y' } };
    const withoutPayments = withValue(good, ['payments'], undefined);
    expect([parseRuntimeConfig(extra), parseRuntimeConfig(withoutPayments)]).toEqual([
      { ok: true, value: good },
      { ok: true, value: withoutPayments },
    ]);
  });

  it('describes each rule in the OpenAPI document: patterns, bounds, choices, what may be null or absent', () => {
    const schema = toJsonSchema(RuntimeConfigSchema) as { properties: Record<string, { properties: Record<string, unknown>; required?: string[] }>; required: string[] };
    expect({
      required: schema.required,
      mode: schema.properties['mode'],
      repo: schema.properties['github']?.properties['repo'],
      maxPages: schema.properties['github']?.properties['maxPages'],
      appId: schema.properties['handcash']?.properties['appId'],
      bsvPerBapp: schema.properties['payments']?.properties['bsvPerBapp'],
    }).toEqual({
      required: ['mode', 'editorEnabled', 'github', 'handcash'],
      mode: { type: 'string', enum: ['embedded', 'live'] },
      repo: { type: 'string', pattern: '^[A-Za-z0-9_.-]+\\/[A-Za-z0-9_.-]+$' },
      maxPages: { type: 'integer', minimum: 1 },
      appId: { anyOf: [{ type: 'string', pattern: '\\S' }, { type: 'null' }] },
      bsvPerBapp: { anyOf: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'null' }] },
    });
  });
});

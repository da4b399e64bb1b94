import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const README = readFileSync(join(__dirname, '../../README.md'), 'utf8');
const lines = README.trimEnd().split('\n');

describe('the README is a map', () => {
  it('stays within 120 lines; the details live in docs/', () => {
    expect(lines.length).toBeLessThanOrEqual(120);
  });

  it('opens with the two commands: install and serve, then test', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
    const commands = firstBlock.split('\n').filter((line) => line.trim() !== '').map((line) => line.split('#')[0]?.trim());
    expect({ commands, beforeFirstSection: README.indexOf('```sh') < README.indexOf('\n## ') }).toEqual({
      commands: ['npm ci && npm start', 'npm test'],
      beforeFirstSection: true,
    });
  });

  it('links every page of docs/ it names, and each exists', () => {
    const linked = [...README.matchAll(/\]\((docs\/[\w.-]+\.md)\)/g)].map(([, path]) => path as string);
    expect(linked).toEqual(
      expect.arrayContaining(['docs/architecture.md', 'docs/configuration.md', 'docs/operations.md', 'docs/benchmarks.md', 'docs/api.md']),
    );
    for (const path of linked) expect(() => readFileSync(join(__dirname, '../..', path))).not.toThrow();
  });
});

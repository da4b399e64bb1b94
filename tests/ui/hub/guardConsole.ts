import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * react-router warns once per router that a lazy first route has no `HydrateFallback`; that belongs to the app's
 * route table (outside the hub pages), so it is not counted here.
 */
const KNOWN_WARNINGS = [/No `HydrateFallback` element provided/];

/** Fails each test of the file that logs a console error or an unknown warning (React warnings among them). */
export function guardConsole(): void {
  let error: MockInstance<typeof console.error>;
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error');
    warn = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    const logged = [...error.mock.calls, ...warn.mock.calls].filter(
      ([message]) => !KNOWN_WARNINGS.some((known) => known.test(String(message))),
    );
    error.mockRestore();
    warn.mockRestore();
    expect(logged).toEqual([]);
  });
}

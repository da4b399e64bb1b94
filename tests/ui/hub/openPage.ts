import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import type { TestAdapters } from '../../support/testContainer';

/** A page's code loads lazily; on a busy machine that can take longer than findBy's one-second default. */
const PAGE_LOAD_TIMEOUT_MS = 5000;

/**
 * Renders the whole app at `path` over the test container (with `overrides`), waits for the page's heading, then
 * for its data: until no `Loading …` line is left. A test that keeps a source waiting renders with `renderApp`.
 */
export async function openPage(path: string, title: string, overrides: Partial<TestAdapters> = {}): Promise<ReturnType<typeof renderApp>> {
  const rendered = renderApp(path, overrides);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: PAGE_LOAD_TIMEOUT_MS });
  await waitFor(() => {
    if (screen.queryAllByText(/^Loading .+…$/).length > 0) throw new Error(`${path} is still loading`);
  });
  return rendered;
}

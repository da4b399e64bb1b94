import { screen } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';

/** A page's code loads lazily; on a busy machine that can take longer than findBy's one-second default. */
const PAGE_LOAD_TIMEOUT_MS = 5000;

/** Renders the whole app at `path` and waits for the page's heading. */
export async function openPage(path: string, title: string): Promise<ReturnType<typeof renderApp>> {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: PAGE_LOAD_TIMEOUT_MS });
  return rendered;
}

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

describe('the code editor on a page opened at /', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("waits for an interaction even when the browser says the page was activated (automation's queries do that)", async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation: { hasBeenActive: true, isActive: false } }));
    renderApp('/');
    const preview = await screen.findByLabelText('Welcome: code, read-only while the editor loads', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = screen.queryByRole('textbox', { name: 'Welcome: code editor' });
    fireEvent.pointerDown(preview);
    expect([before, await screen.findByRole('textbox', { name: 'Welcome: code editor' })]).toEqual([null, expect.anything()]);
  });
});

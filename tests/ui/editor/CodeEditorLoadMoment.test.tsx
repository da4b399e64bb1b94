import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({
  loadMonacoCodeEditor: () => {
    loads.count += 1;
    return import('./FakeCodeEditor');
  },
}));

describe('when the code editor loads', () => {
  it("shows the file as text and loads the code editor at the person's first interaction with the page, not before", async () => {
    renderApp('/');
    const preview = await screen.findByLabelText('Welcome: code, read-only while the editor loads', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = { loads: loads.count, editor: screen.queryByRole('textbox', { name: 'Welcome: code editor' }) };

    fireEvent.pointerMove(preview);
    await screen.findByRole('textbox', { name: 'Welcome: code editor' });
    // A second interaction loads nothing more.
    fireEvent.keyDown(window, { key: 'a' });
    expect({ before, after: loads.count, preview: screen.queryByLabelText('Welcome: code, read-only while the editor loads') }).toEqual({
      before: { loads: 0, editor: null },
      after: 1,
      preview: null,
    });
  });
});

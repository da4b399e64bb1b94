import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({
  loadMonacoCodeEditor: () => {
    loads.count += 1;
    return import('./FakeCodeEditor');
  },
}));

/** A touch screen: the only pointer is coarse. */
const touchScreen = (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

describe('the editor on a touch screen', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', vi.fn(touchScreen));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the file as text and loads the code editor at the person's first touch, not before", async () => {
    renderApp('/');
    const preview = await screen.findByLabelText('Welcome: code, read-only while the editor loads', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const beforeTouch = { loads: loads.count, editor: screen.queryByRole('textbox', { name: 'Welcome: code editor' }) };

    fireEvent.pointerDown(preview);
    await screen.findByRole('textbox', { name: 'Welcome: code editor' });
    expect({ beforeTouch, afterTouch: loads.count }).toEqual({ beforeTouch: { loads: 0, editor: null }, afterTouch: 1 });
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

describe('the code editor reached from another page of the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads right after the first paint, without waiting for another interaction, once the person has clicked in the document', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation: { hasBeenActive: true, isActive: false } }));
    renderApp('/');
    expect(await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 })).toBeTruthy();
  });
});

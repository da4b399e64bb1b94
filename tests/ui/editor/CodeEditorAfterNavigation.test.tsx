import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

describe('the code editor reached from another page of the app', () => {
  it('loads right after the first paint, without waiting for another interaction', async () => {
    const { router } = renderApp('/contracts');
    act(() => router.navigate('/'));
    expect(await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 })).toBeTruthy();
  });
});

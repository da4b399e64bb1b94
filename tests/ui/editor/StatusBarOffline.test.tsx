import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryConnectivity } from '../../../src/adapters/memory/memoryConnectivity.adapter';
import { STATUS_OFFLINE } from '../../../src/ui/pages/home/editor/editor.texts';
import { renderApp } from '../../support/renderApp';

vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

describe("the editor's status bar", () => {
  it('says Offline while the browser has no network, and no longer once it is back', async () => {
    const connectivity = new MemoryConnectivity();
    renderApp('/', { connectivity });
    const bar = await screen.findByRole('region', { name: 'Status bar' }, { timeout: 15_000 });
    const online = bar.textContent;
    act(() => connectivity.set(false));
    await waitFor(() => expect(bar.textContent).toContain(STATUS_OFFLINE));
    const offline = within(bar).getByRole('status').textContent;
    act(() => connectivity.set(true));
    expect({ online: online?.includes(STATUS_OFFLINE), offline, back: bar.textContent?.includes(STATUS_OFFLINE) }).toEqual({ online: false, offline: STATUS_OFFLINE, back: false });
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tabForFile } from '../../../src/domain/editor/tab';
import { CodeTextPreview } from '../../../src/ui/pages/home/editor/CodeTextPreview';
import { renderApp } from '../../support/renderApp';

/** The code editor's module arrives only when the test releases it, as on a slow network. */
const monacoArrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({
  loadMonacoCodeEditor: () => monacoArrival.arrived.then(() => import('./FakeCodeEditor')),
}));

describe('the editor before Monaco has loaded', () => {
  it("shows the active file's text read-only in the editor's place, then the code editor takes its place", async () => {
    renderApp('/');
    const preview = await screen.findByLabelText('Welcome: code, read-only while the editor loads', {}, { timeout: 15_000 });
    expect({
      element: preview.tagName,
      startsWith: preview.textContent?.split('\n')[0],
      editable: screen.queryByRole('textbox', { name: 'Welcome: code editor' }),
      status: screen.getByText('Loading the code editor…').getAttribute('role'),
    }).toEqual({
      element: 'PRE',
      startsWith: '// Welcome to Bitcoin Code, a workbench for Bitcoin SV developers.',
      editable: null,
      status: 'status',
    });

    await act(async () => monacoArrival.release());
    await screen.findByRole('textbox', { name: 'Welcome: code editor' });
    expect(screen.queryByLabelText('Welcome: code, read-only while the editor loads')).toBeNull();
  });

  it('shows markup in a file as text, never as HTML', () => {
    const content = '<img src=x onerror="alert(1)"><b>bold</b>';
    render(<CodeTextPreview tab={tabForFile({ name: 'page.html', path: 'page.html', language: 'html', content })} />);
    const preview = screen.getByLabelText('page.html: code, read-only while the editor loads');
    expect({ text: preview.textContent, elements: preview.querySelectorAll('img, b').length }).toEqual({ text: content, elements: 0 });
  });
});

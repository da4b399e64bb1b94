import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixedRandom } from '../../../src/adapters/memory/fixedRandom.adapter';
import { CANNED_REPLIES } from '../../../src/adapters/sample/cannedReplies';
import { CHAT_THINKING_TEXT } from '../../../src/ui/pages/home/editor/editor.texts';
import { EMPTY } from 'rxjs';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import type { CodeContext } from '../../../src/domain/editor/codeContext';
import type { Assistant } from '../../../src/ports/assistant.port';
import { renderApp } from '../../support/renderApp';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

async function openAssistant(random = new FixedRandom(0)) {
  const rendered = renderApp('/', { random });
  const sidebar = await screen.findByRole('region', { name: 'AI Assistant' }, { timeout: 5000 });
  return { ...rendered, sidebar, input: within(sidebar).getByRole('textbox', { name: 'Message the AI assistant' }), send: within(sidebar).getByRole('button', { name: 'Send' }) };
}

const messages = (sidebar: HTMLElement) => within(within(sidebar).getByRole('log')).getAllByRole('listitem');

describe('the AI assistant sidebar', () => {
  it('greets, and keeps Send disabled for blank text', async () => {
    const { sidebar, input, send } = await openAssistant();
    expect(messages(sidebar)[0]?.textContent).toContain('What are you working on?');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, '   ');
    expect(send).toHaveProperty('disabled', true);
  });

  it('sends on Enter, thinks for the delay, then shows a canned reply with its snippet', async () => {
    const { sidebar, input, send, adapters } = await openAssistant(new FixedRandom(0.25, 0.5));
    const user = userEvent.setup();
    await user.type(input, 'How do I make a wallet?{Shift>}{Enter}{/Shift}please{Enter}');
    expect({ draft: (input as HTMLTextAreaElement).value, status: within(sidebar).getByRole('status').textContent, sendDisabled: (send as HTMLButtonElement).disabled }).toEqual({
      draft: '',
      status: CHAT_THINKING_TEXT,
      sendDisabled: true,
    });
    expect(messages(sidebar)[1]?.textContent).toContain('How do I make a wallet?\nplease');
    act(() => adapters.clock.advance(1499));
    expect(messages(sidebar)).toHaveLength(2);
    act(() => adapters.clock.advance(1));
    expect(within(sidebar).queryByRole('status')).toBeNull();
    expect(messages(sidebar)[2]?.querySelector('code')?.textContent).toBe(CANNED_REPLIES[2]?.codeSnippet);
  });

  it('hides and shows again from the activity bar, keeping the conversation', async () => {
    const { input } = await openAssistant();
    const user = userEvent.setup();
    await user.type(input, 'hello{Enter}');
    const toggle = screen.getByRole('button', { name: 'AI Assistant' });
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'AI Assistant' })).toBeNull();
    await user.click(toggle);
    expect(messages(screen.getByRole('region', { name: 'AI Assistant' }))).toHaveLength(2);
  });

  it('copies a reply’s snippet, inserts it into the editor, and clears the conversation', async () => {
    const { sidebar, input, adapters } = await openAssistant(new FixedRandom(0, 0));
    const user = userEvent.setup();
    await user.type(input, 'wallet?{Enter}');
    act(() => adapters.clock.advance(1000));
    const reply = messages(sidebar)[2]!;
    await user.click(within(reply).getByRole('button', { name: 'Copy' }));
    expect(adapters.clipboard.text).toBe(CANNED_REPLIES[0]?.codeSnippet);
    await user.click(within(reply).getByRole('button', { name: 'Insert into editor' }));
    expect((screen.getByRole('textbox', { name: 'Welcome: code editor' }) as HTMLTextAreaElement).value.endsWith(CANNED_REPLIES[0]!.codeSnippet!)).toBe(true);
    await user.click(within(sidebar).getByRole('button', { name: 'Clear' }));
    expect(messages(sidebar)).toHaveLength(1);
  });

  it('sends the open file with a question, or the selection, or nothing when unticked', async () => {
    const sent: (CodeContext | null | undefined)[] = [];
    const assistant: Assistant = { reply: (_turns, code) => (sent.push(code), EMPTY) };
    renderApp('/', { assistant });
    const sidebar = await screen.findByRole('region', { name: 'AI Assistant' }, { timeout: 5000 });
    const editor = (await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 })) as HTMLTextAreaElement;
    const input = within(sidebar).getByRole('textbox', { name: 'Message the AI assistant' });
    const user = userEvent.setup();
    await user.type(input, 'What is this?{Enter}');
    // React reports a selection of the focused text box on the key-up after it.
    act(() => {
      editor.focus();
      editor.setSelectionRange(0, 5);
    });
    fireEvent.keyUp(editor);
    const option = await within(sidebar).findByRole('checkbox', { name: 'Send the selection in welcome.js' });
    await user.type(input, 'And this?{Enter}');
    await user.click(option);
    await user.type(input, 'No code{Enter}');
    const welcome = SAMPLE_SEED.welcome.content;
    expect(sent).toEqual([
      { path: 'welcome.js', language: 'javascript', kind: 'file', text: welcome, truncated: false },
      { path: 'welcome.js', language: 'javascript', kind: 'selection', text: welcome.slice(0, 5), truncated: false },
      null,
    ]);
  });

  it('offers to replace the selection while there is one, and to insert at the cursor otherwise', async () => {
    const { sidebar, input, adapters } = await openAssistant(new FixedRandom(0, 0));
    const editor = (await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 })) as HTMLTextAreaElement;
    await userEvent.type(input, 'wallet?{Enter}');
    act(() => adapters.clock.advance(1000));
    const reply = messages(sidebar)[2]!;
    const select = (start: number, end: number) => {
      act(() => {
        editor.focus();
        editor.setSelectionRange(start, end);
      });
      fireEvent.keyUp(editor);
    };
    select(0, 5);
    const whileSelected = within(reply).getAllByRole('button').map((button) => button.textContent);
    select(3, 3);
    expect({ whileSelected, after: within(reply).getAllByRole('button').map((button) => button.textContent) }).toEqual({
      whileSelected: ['Copy', 'Replace selection'],
      after: ['Copy', 'Insert into editor'],
    });
  });
});

import { describe, expect, it, vi } from 'vitest';

/** What happened, in order: a module evaluated, Monaco set up, or another task of the page ran. */
const events: string[] = [];
vi.mock('monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget', () => (events.push('widget'), {}));
vi.mock('monaco-editor/editor/editor.api', () => (events.push('api'), {}));
vi.mock('../../../src/ui/pages/home/editor/monaco/setUpMonaco', () => (events.push('contributions'), { setUpMonaco: () => events.push('setUp') }));
vi.mock('../../../src/ui/pages/home/editor/monaco/MonacoCodeEditor', () => (events.push('component'), { default: () => null }));

const { loadMonacoCodeEditor } = await import('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor');

describe('Monaco loads in stages', () => {
  it('evaluates the widget, the editor API, the contributions, the set-up and the component in that order, each in a later task', async () => {
    // Other work of the page: a task every turn of the event loop.
    const otherWork = setInterval(() => events.push('task'), 0);
    const module = await loadMonacoCodeEditor();
    clearInterval(otherWork);
    const stages = events.filter((event) => event !== 'task');
    expect(stages).toEqual(['widget', 'api', 'contributions', 'setUp', 'component']);
    // Between every two stages the page had a turn.
    const between = stages.slice(1).map((stage, index) => events.slice(events.indexOf(stages[index]!), events.indexOf(stage)).includes('task'));
    expect(between).toEqual([true, true, true, true]);
    expect(typeof module.default).toBe('function');
  });
});

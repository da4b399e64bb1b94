import { useRef, type KeyboardEvent } from 'react';
import { NEW_FILE_LABEL } from './editor.texts';
import type { Tab, TabId } from '../../../../domain/editor/tab';

/** The element id of the tab at an index; the editor's tab panel is labelled by the active one. */
export const tabElementId = (index: number) => `editor-tab-${index}`;
export const EDITOR_TABPANEL_ID = 'editor-tabpanel';

interface TabStripProps {
  readonly tabs: readonly Tab[];
  readonly activeTabId: TabId | null;
  readonly onActivate: (id: TabId) => void;
  readonly onClose: (id: TabId) => void;
  /** The new-file button: asks for a name in the explorer. */
  readonly onNewFile: () => void;
}

/** Keys of the ARIA tabs pattern: arrows, Home and End move (and activate); Delete closes the focused tab. */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The open tabs: name, a dot when edited, and a close mark. A close button inside a tab is not allowed by ARIA, so
 * the mark is for the pointer and Delete closes the focused tab from the keyboard. The new-file button asks for a name in the explorer.
 */
export function TabStrip({ tabs, activeTabId, onActivate, onClose, onNewFile }: TabStripProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number, tab: Tab) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      onClose(tab.id);
      return;
    }
    const next = targetIndex(event.key, index, tabs.length);
    const nextTab = next === null ? undefined : tabs[next];
    if (next === null || nextTab === undefined) return;
    event.preventDefault();
    onActivate(nextTab.id);
    list.current?.querySelector<HTMLElement>(`#${tabElementId(next)}`)?.focus();
  };
  return (
    <div className="tab-strip">
      {tabs.length > 0 ? (
        <div ref={list} role="tablist" aria-label="Open files" className="tab-list">
          {tabs.map((tab, index) => {
            const active = tab.id === activeTabId;
            return (
              <div
                key={tab.id}
                id={tabElementId(index)}
                role="tab"
                className={active ? 'editor-tab editor-tab-active' : 'editor-tab'}
                aria-label={tab.isDirty ? `${tab.name}, unsaved changes` : tab.name}
                aria-selected={active}
                aria-controls={active ? EDITOR_TABPANEL_ID : undefined}
                aria-keyshortcuts="Delete"
                title={tab.path}
                tabIndex={active ? 0 : -1}
                onClick={() => onActivate(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index, tab)}
              >
                <span>{tab.name}</span>
                {tab.isDirty ? <span className="editor-tab-dirty" aria-hidden="true" /> : null}
                <span
                  className="editor-tab-close"
                  aria-hidden="true"
                  title={`Close ${tab.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(tab.id);
                  }}
                />
              </div>
            );
          })}
        </div>
      ) : null}
      <button type="button" className="tab-new" aria-label={NEW_FILE_LABEL} title={NEW_FILE_LABEL} onClick={onNewFile}>
        +
      </button>
    </div>
  );
}

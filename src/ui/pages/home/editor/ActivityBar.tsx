import { AI_ASSISTANT_TITLE, SETTINGS_LABEL, SIDE_PANEL_TITLES, SIDE_PANELS, type SidePanel } from '../../../../domain/editor/editorConstants';
import { ActivityIcon } from './ActivityIcon';

interface ActivityBarProps {
  readonly sidePanel: SidePanel;
  readonly assistantShown: boolean;
  readonly onShowPanel: (panel: SidePanel) => void;
  readonly onToggleAssistant: () => void;
}

/** The strip of buttons at the left: the four side panels, the AI assistant toggle, and Settings (no behaviour). */
export function ActivityBar({ sidePanel, assistantShown, onShowPanel, onToggleAssistant }: ActivityBarProps) {
  return (
    <nav className="activity-bar" aria-label="Editor panels">
      {SIDE_PANELS.map((panel) => (
        <button
          key={panel}
          type="button"
          className="activity-button"
          aria-label={SIDE_PANEL_TITLES[panel]}
          title={SIDE_PANEL_TITLES[panel]}
          aria-pressed={panel === sidePanel}
          onClick={() => onShowPanel(panel)}
        >
          <ActivityIcon name={panel} />
        </button>
      ))}
      <button
        type="button"
        className="activity-button"
        aria-label={AI_ASSISTANT_TITLE}
        title={AI_ASSISTANT_TITLE}
        aria-pressed={assistantShown}
        aria-controls="assistant-sidebar"
        onClick={onToggleAssistant}
      >
        <ActivityIcon name="assistant" />
      </button>
      <button type="button" className="activity-button activity-settings" aria-label={SETTINGS_LABEL} title={SETTINGS_LABEL}>
        <ActivityIcon name="settings" />
      </button>
    </nav>
  );
}

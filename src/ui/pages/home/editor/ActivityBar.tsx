import { memo } from 'react';
import { SIDE_PANELS, type PhoneArea, type SidePanel } from '../../../../domain/editor/editorConstants';
import { ActivityIcon } from './ActivityIcon';
import { isNarrowLayout } from './useNarrowLayout';
import { AI_ASSISTANT_TITLE, PHONE_AREA_LABELS, SETTINGS_LABEL, SIDE_PANEL_TITLES } from './editor.texts';

interface ActivityBarProps {
  readonly sidePanel: SidePanel;
  readonly phoneArea: PhoneArea;
  readonly assistantShown: boolean;
  /** Whether the terminal is on screen: the same state the toolbar's Terminal toggle shows. */
  readonly terminalVisible: boolean;
  readonly onShowPanel: (panel: SidePanel) => void;
  readonly onShowPhoneArea: (area: PhoneArea) => void;
  readonly onToggleAssistant: () => void;
  readonly onToggleTerminal: () => void;
}

/**
 * The strip of buttons at the left: the side panels, the AI assistant, and Settings (no behaviour). On a
 * phone it also switches the one area shown: the side panels show the explorer area, Code its own, and the
 * assistant button shows the assistant instead of toggling it. Show terminal is the toolbar's Terminal toggle again,
 * pressed exactly when the terminal is on screen.
 */
export const ActivityBar = memo(function ActivityBar(props: ActivityBarProps) {
  const { sidePanel, phoneArea, assistantShown, terminalVisible, onShowPanel, onShowPhoneArea, onToggleAssistant, onToggleTerminal } = props;
  const onAssistant = () => {
    if (!isNarrowLayout()) return onToggleAssistant();
    if (!assistantShown) onToggleAssistant();
    onShowPhoneArea('assistant');
  };
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
      {(['editor', 'terminal'] as const).map((area) => (
        <button
          key={area}
          type="button"
          className="activity-button activity-phone-only"
          aria-label={PHONE_AREA_LABELS[area]}
          title={PHONE_AREA_LABELS[area]}
          aria-pressed={area === 'terminal' ? terminalVisible : phoneArea === area}
          aria-controls={area === 'terminal' ? 'terminal-panel' : undefined}
          onClick={area === 'terminal' ? onToggleTerminal : () => onShowPhoneArea(area)}
        >
          <ActivityIcon name={area} />
        </button>
      ))}
      <button
        type="button"
        className="activity-button"
        aria-label={AI_ASSISTANT_TITLE}
        title={AI_ASSISTANT_TITLE}
        aria-pressed={assistantShown}
        aria-controls="assistant-sidebar"
        onClick={onAssistant}
      >
        <ActivityIcon name="assistant" />
      </button>
      <button type="button" className="activity-button activity-settings" aria-label={SETTINGS_LABEL} title={SETTINGS_LABEL}>
        <ActivityIcon name="settings" />
      </button>
    </nav>
  );
});

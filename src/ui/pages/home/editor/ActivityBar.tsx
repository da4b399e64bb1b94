import { memo } from 'react';
import { SIDE_PANELS, type PhoneArea, type SidePanel } from '../../../../domain/editor/editorConstants';
import { ActivityIcon } from './ActivityIcon';
import { AI_ASSISTANT_TITLE, PHONE_AREA_LABELS, SETTINGS_LABEL, SIDE_PANEL_TITLES } from './editor.texts';

interface ActivityBarProps {
  readonly sidePanel: SidePanel;
  readonly phoneArea: PhoneArea;
  readonly assistantShown: boolean;
  readonly onShowPanel: (panel: SidePanel) => void;
  readonly onShowPhoneArea: (area: PhoneArea) => void;
  readonly onToggleAssistant: () => void;
}

/** Matches the CSS breakpoint below which the workbench shows one area at a time. */
const PHONE_QUERY = '(max-width: 768px)';
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * The strip of buttons at the left: the four side panels, the AI assistant, and Settings (no behaviour). On a
 * phone it also switches the one area shown: the side panels show the explorer area, Code and Terminal theirs,
 * and the assistant button shows the assistant instead of toggling it.
 */
export const ActivityBar = memo(function ActivityBar({ sidePanel, phoneArea, assistantShown, onShowPanel, onShowPhoneArea, onToggleAssistant }: ActivityBarProps) {
  const onAssistant = () => {
    if (!isPhone()) return onToggleAssistant();
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
          aria-pressed={phoneArea === area}
          onClick={() => onShowPhoneArea(area)}
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

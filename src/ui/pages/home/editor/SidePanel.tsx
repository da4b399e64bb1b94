import { memo } from 'react';
import type { SidePanel as SidePanelName } from '../../../../domain/editor/editorConstants';
import { ChainPanelLoader } from './ChainPanelLoader';
import { DEBUG_PANEL_TEXT, SIDE_PANEL_TITLES } from './editor.texts';
import { ExplorerPanel } from './ExplorerPanel';
import { SearchPanel } from './SearchPanel';
import { SourceControlPanelLoader } from './SourceControlPanelLoader';
import { TransactionsPanelLoader } from './TransactionsPanelLoader';

interface SidePanelProps {
  readonly panel: SidePanelName;
  readonly creating: boolean;
  readonly onCreatingChange: (creating: boolean) => void;
}

/** The 280 px panel beside the activity bar: the explorer's file tree, search, source control, debug, the transaction inspector or the devchain. */
export const SidePanel = memo(function SidePanel({ panel, creating, onCreatingChange }: SidePanelProps) {
  return (
    <section className="side-panel" aria-labelledby="side-panel-title">
      <h2 id="side-panel-title" className="side-panel-title">
        {SIDE_PANEL_TITLES[panel]}
      </h2>
      {panel === 'explorer' ? <ExplorerPanel creating={creating} onCreatingChange={onCreatingChange} /> : null}
      {panel === 'search' ? <SearchPanel /> : null}
      {panel === 'git' ? <SourceControlPanelLoader /> : null}
      {panel === 'debug' ? <p className="side-panel-text">{DEBUG_PANEL_TEXT}</p> : null}
      {panel === 'transactions' ? <TransactionsPanelLoader /> : null}
      {panel === 'chain' ? <ChainPanelLoader /> : null}
    </section>
  );
});

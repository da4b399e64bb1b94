import {
  DEBUG_PANEL_TEXT,
  GIT_BRANCH_LABEL,
  GIT_NO_CHANGES,
  SEARCH_PLACEHOLDER,
  SIDE_PANEL_TITLES,
  type SidePanel as SidePanelName,
} from '../../../../domain/editor/editorConstants';
import type { ExpandedFolders, FileNode } from '../../../../domain/editor/fileTree';
import { SAMPLE_FILE_TREE } from '../../../../domain/editor/sampleFileTree';
import { FileTreeNode } from './FileTreeNode';

interface SidePanelProps {
  readonly panel: SidePanelName;
  readonly expandedFolders: ExpandedFolders;
  readonly activePath: string | null;
  readonly onToggleFolder: (path: string) => void;
  readonly onOpenFile: (node: FileNode) => void;
}

/** The 280 px panel beside the activity bar: the explorer's file tree, search, source control or debug. */
export function SidePanel({ panel, expandedFolders, activePath, onToggleFolder, onOpenFile }: SidePanelProps) {
  return (
    <section className="side-panel" aria-labelledby="side-panel-title">
      <h2 id="side-panel-title" className="side-panel-title">
        {SIDE_PANEL_TITLES[panel]}
      </h2>
      {panel === 'explorer' ? (
        <ul className="file-tree" aria-label="Files">
          {SAMPLE_FILE_TREE.map((node) => (
            <FileTreeNode
              key={node.path}
              node={node}
              depth={0}
              expandedFolders={expandedFolders}
              activePath={activePath}
              onToggleFolder={onToggleFolder}
              onOpenFile={onOpenFile}
            />
          ))}
        </ul>
      ) : null}
      {panel === 'search' ? <input className="side-panel-input" type="search" aria-label="Search files" placeholder={SEARCH_PLACEHOLDER} /> : null}
      {panel === 'git' ? (
        <div className="side-panel-text">
          <p>
            Branch: <strong>{GIT_BRANCH_LABEL}</strong>
          </p>
          <p>{GIT_NO_CHANGES}</p>
        </div>
      ) : null}
      {panel === 'debug' ? <p className="side-panel-text">{DEBUG_PANEL_TEXT}</p> : null}
    </section>
  );
}

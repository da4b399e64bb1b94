import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ItemFile } from '../../../domain/exchange/itemFiles';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { itemSourceLink } from '../../app/itemSourceLinks';
import { useService } from '../../app/useService';
import { ITEM_FILES_TEXTS as TEXTS } from './itemFiles.texts';
import './itemFiles.css';

interface ItemFilesViewProps {
  readonly name: string;
  /** The market's id of the item, for "Open in editor". */
  readonly itemId: string;
  readonly files: readonly ItemFile[];
  readonly onHide: () => void;
}

/**
 * An item's code files, read-only: the list of their names and the chosen file's text in a `<pre>` (text, never
 * HTML), and, when the editor is on, "Open in editor" (the files read-only in the editor, to run before buying).
 * Loaded with the first View Source, so it and its link stay out of the page's bundle.
 */
export default function ItemFilesView({ name, itemId, files, onHide }: ItemFilesViewProps) {
  const { editorEnabled } = useService(RuntimeConfig);
  const [chosen, setChosen] = useState(0);
  const file = files[chosen] ?? files[0];
  return (
    <section className="item-files" aria-label={TEXTS.region(name)}>
      <div className="item-files-bar">
        <ul className="item-files-list" aria-label={TEXTS.fileList}>
          {files.map((each, index) => (
            <li key={`${index}:${each.name}`}>
              <button type="button" className="item-files-name" aria-pressed={index === chosen} onClick={() => setChosen(index)}>
                {each.name}
              </button>
            </li>
          ))}
        </ul>
        <div className="item-files-actions">
          {editorEnabled && (
            <Link className="exchange-button" to={itemSourceLink(itemId)} aria-label={TEXTS.openInEditorName(name)}>
              {TEXTS.openInEditor}
            </Link>
          )}
          <button type="button" className="exchange-button" onClick={onHide}>
            {TEXTS.hide}
          </button>
        </div>
      </div>
      {file !== undefined && (
        <pre className="item-files-text" tabIndex={0}>
          <code>{file.content}</code>
        </pre>
      )}
    </section>
  );
}

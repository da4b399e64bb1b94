import { useState } from 'react';
import type { ItemFile } from '../../../domain/exchange/itemFiles';
import { ITEM_FILES_TEXTS as TEXTS } from './itemFiles.texts';
import './itemFiles.css';

/**
 * An item's code files, read-only: the list of their names and the chosen file's text in a `<pre>` (text, never
 * HTML). Loaded with the first View Source, so it stays out of the page's bundle.
 */
export default function ItemFilesView({ name, files, onHide }: { readonly name: string; readonly files: readonly ItemFile[]; readonly onHide: () => void }) {
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
        <button type="button" className="exchange-button" onClick={onHide}>
          {TEXTS.hide}
        </button>
      </div>
      {file !== undefined && (
        <pre className="item-files-text" tabIndex={0}>
          <code>{file.content}</code>
        </pre>
      )}
    </section>
  );
}

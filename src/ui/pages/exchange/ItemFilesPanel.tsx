import { useEffect, useRef, useState } from 'react';
import { ItemSource } from '../../../application/exchange/itemSource';
import type { ItemFile } from '../../../domain/exchange/itemFiles';
import type { Listing } from '../../../domain/exchange/listing';
import { useService } from '../../app/useService';
import ItemFilesView from './ItemFilesView';
import { downloadOf, viewSourceOf } from './itemFilesActions';

interface ItemFilesPanelProps {
  readonly listing: Listing;
  /** View Source is on: the files are read and shown. */
  readonly viewing: boolean;
  /** How many times Download was clicked: each new count downloads once. */
  readonly downloads: number;
  /** What the dialog's status line says of an outcome. */
  readonly onNotice: (text: string) => void;
  /** Turns View Source off (Hide source, or files that cannot be shown). */
  readonly onViewing: (viewing: boolean) => void;
}

/**
 * The detail dialog's View Source and Download at work: loaded with the first click of either (with the services they
 * use), so the dialog itself needs neither. The files are read once per item (`ItemSource`).
 */
export default function ItemFilesPanel({ listing, viewing, downloads, onNotice, onViewing }: ItemFilesPanelProps) {
  const source = useService(ItemSource);
  const [files, setFiles] = useState<readonly ItemFile[] | null>(null);
  const downloaded = useRef(0);
  useEffect(() => {
    if (!viewing) return;
    void viewSourceOf(source, listing).then((shown) => {
      setFiles(shown.files);
      onNotice(shown.notice);
      if (shown.files === null) onViewing(false);
    });
  }, [viewing, source, listing, onNotice, onViewing]);
  useEffect(() => {
    // Once per click, even when an effect runs twice.
    if (downloads === 0 || downloaded.current === downloads) return;
    downloaded.current = downloads;
    void downloadOf(source, listing).then(onNotice);
  }, [downloads, source, listing, onNotice]);
  const itemId = listing.market?.itemId;
  return viewing && files !== null && itemId !== undefined ? <ItemFilesView name={listing.name} itemId={itemId} files={files} onHide={() => onViewing(false)} /> : null;
}

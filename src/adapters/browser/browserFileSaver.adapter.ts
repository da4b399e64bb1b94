import { archiveEntries } from '../../domain/exchange/archiveEntries';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import type { FileSaver } from '../../ports/fileSaver.port';

/** Starts the browser's download of `blob` as `name`; the object URL is revoked once the click has started it. */
function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads through the browser: a text file as itself, several as a zip made by fflate (loaded on the first zip), each
 * entry under a name of its own (`archiveEntries`: a zip keeps one entry per name).
 */
export class BrowserFileSaver implements FileSaver {
  saveText(file: ItemFile): Promise<void> {
    download(file.name, new Blob([file.content], { type: 'text/plain;charset=utf-8' }));
    return Promise.resolve();
  }

  async saveZip(archiveName: string, files: readonly ItemFile[]): Promise<void> {
    const { strToU8, zipSync } = await import('fflate');
    const bytes = zipSync(Object.fromEntries(archiveEntries(files).map((file) => [file.name, strToU8(file.content)])));
    download(archiveName, new Blob([bytes], { type: 'application/zip' }));
  }
}

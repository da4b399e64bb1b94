import type { ItemFile } from '../../domain/exchange/itemFiles';
import type { FileSaver } from '../../ports/fileSaver.port';

/** Downloads recorded in memory (tests): each as its name and its files. */
export class MemoryFileSaver implements FileSaver {
  readonly saved: { readonly name: string; readonly files: readonly ItemFile[] }[] = [];

  saveText(file: ItemFile): Promise<void> {
    this.saved.push({ name: file.name, files: [file] });
    return Promise.resolve();
  }

  saveZip(archiveName: string, files: readonly ItemFile[]): Promise<void> {
    this.saved.push({ name: archiveName, files });
    return Promise.resolve();
  }
}

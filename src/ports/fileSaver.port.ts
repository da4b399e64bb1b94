import type { ItemFile } from '../domain/exchange/itemFiles';
import { token, type Token } from './token';

/** Hands files to the person as downloads (the browser's). Resolves once the download has been started. */
export interface FileSaver {
  /** Downloads one text file under its name. */
  saveText(file: ItemFile): Promise<void>;
  /** Downloads several text files as one zip archive named `archiveName`, every file in it (a repeated name made unique). */
  saveZip(archiveName: string, files: readonly ItemFile[]): Promise<void>;
}

export const FileSaver: Token<FileSaver> = token<FileSaver>('FileSaver');

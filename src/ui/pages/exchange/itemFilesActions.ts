import type { ItemSource } from '../../../application/exchange/itemSource';
import type { ItemFile } from '../../../domain/exchange/itemFiles';
import type { Listing } from '../../../domain/exchange/listing';
import { ITEM_FILES_TEXTS, itemFilesRefusalText } from './itemFiles.texts';

/**
 * The detail dialog's View Source and Download, with their words (used by `ItemFilesPanel`, loaded with the first
 * click, so neither they nor their texts are in the page's bundle).
 */

/** The files to show, or none and why. */
export async function viewSourceOf(source: ItemSource, listing: Listing): Promise<{ readonly files: readonly ItemFile[] | null; readonly notice: string }> {
  const answer = await source.files(listing);
  return answer.ok ? { files: answer.value, notice: '' } : { files: null, notice: itemFilesRefusalText(answer.error.code, listing.name) };
}

/** Downloads the files; what the dialog says of it. */
export async function downloadOf(source: ItemSource, listing: Listing): Promise<string> {
  const answer = await source.download(listing);
  return answer.ok ? ITEM_FILES_TEXTS.downloaded(answer.value, listing.name) : itemFilesRefusalText(answer.error.code, listing.name);
}

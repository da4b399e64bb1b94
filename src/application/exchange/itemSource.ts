import { archiveNameOf, type ItemFile } from '../../domain/exchange/itemFiles';
import type { Listing } from '../../domain/exchange/listing';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FileSaver } from '../../ports/fileSaver.port';
import type { MarketDesk, MarketDeskError } from '../../ports/marketDesk.port';

/** What a download gave: the one file under its name, or the zip of several. */
export type ItemDownload = { readonly kind: 'file'; readonly name: string } | { readonly kind: 'zip'; readonly name: string; readonly files: number };

/**
 * The code files of a listing's item (issue 30, Build 6): View Source reads them, Download hands them to the person:
 * one file as itself, several as one zip named for the item. A sample listing has none (`sample-listing`); an item
 * whose files are not kept here is `files-not-kept`. An item's files never change, so they are read once per item.
 */
export class ItemSource {
  private readonly read = new Map<string, Promise<Result<readonly ItemFile[], MarketDeskError>>>();

  constructor(
    private readonly desk: MarketDesk,
    private readonly saver: FileSaver,
  ) {}

  files(listing: Listing): Promise<Result<readonly ItemFile[], MarketDeskError>> {
    if (listing.market === undefined) return Promise.resolve(err({ code: 'sample-listing' }));
    const itemId = listing.market.itemId;
    const cached = this.read.get(itemId);
    if (cached !== undefined) return cached;
    const files = this.desk.filesOf(itemId).then((answer) => {
      // Only a kept answer is worth keeping: after a failure the next click asks again.
      if (!answer.ok) this.read.delete(itemId);
      return answer;
    });
    this.read.set(itemId, files);
    return files;
  }

  async download(listing: Listing): Promise<Result<ItemDownload, MarketDeskError>> {
    const files = await this.files(listing);
    if (!files.ok) return files;
    const [only, ...others] = files.value;
    if (only !== undefined && others.length === 0) {
      await this.saver.saveText(only);
      return ok({ kind: 'file', name: only.name });
    }
    const name = archiveNameOf(listing.name);
    await this.saver.saveZip(name, files.value);
    return ok({ kind: 'zip', name, files: files.value.length });
  }
}

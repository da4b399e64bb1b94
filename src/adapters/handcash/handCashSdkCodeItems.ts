import { Connect, Minter, getInstance } from '@handcash/sdk';
import type { CodeItem } from '../../domain/exchange/codeItem';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import { isHandCashAuthToken } from '../../domain/session/authToken';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner, MintedItem } from '../../ports/codeItemWallet.port';
import { codeItemAttributes, codeItemOf } from './handCashItemAttributes';
import type { HandCashMinterSettings } from '../config/handCashMinterSettings';

/** How long HandCash may take to answer an items call before it counts as `timeout`. */
export const HANDCASH_ITEMS_TIMEOUT_MS = 10_000;

export interface HandCashItemsOptions {
  readonly appId: string;
  readonly appSecret: string | null;
  /** HandCash's API base (`HANDCASH_CONNECT_URL`, default https://cloud.handcash.io). */
  readonly baseUrl: string;
  /** The app's minter; null: a mint answers `minting-not-configured`. */
  readonly minter: HandCashMinterSettings | null;
  readonly now?: () => number;
  readonly timeoutMs?: number;
}

/** The SDK's answer: data, or the HTTP response that carried an error (none when the request itself failed). */
type SdkAnswer = { readonly data?: unknown; readonly error?: unknown; readonly response?: Response };

/** The SDK's generated calls take its own client type, which `getInstance`'s client matches but is not declared as. */
type SdkClient = NonNullable<Parameters<typeof Connect.getItemsInventory>[0]['client']>;

const IMAGE_TYPES = { jpg: 'image/jpg', jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' } as const;
const imageType = (url: string) => IMAGE_TYPES[(/\.(jpe?g|webp|png)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'png') as keyof typeof IMAGE_TYPES];

/**
 * HandCash items through `@handcash/sdk` 1.0.3: the inventory with the person's own auth token
 * (`Connect.getItemsInventory`, `POST /v3/connect/items/inventory`), minting with the app's business wallet
 * token (`Minter.issueItems`, `POST /v3/itemCreationOrder/issueItems`) into the configured collection, one item
 * issued to the person's HandCash id. The item id of a mint is the creation order's id: HandCash inscribes the
 * item afterwards, so no item page exists yet (url null).
 */
export class HandCashSdkCodeItems implements CodeItemWallet {
  private readonly sdk: ReturnType<typeof getInstance>;
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(private readonly options: HandCashItemsOptions) {
    this.sdk = getInstance({ appId: options.appId, appSecret: options.appSecret ?? '', baseUrl: options.baseUrl });
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? HANDCASH_ITEMS_TIMEOUT_MS;
  }

  async inventory(owner: ItemOwner): Promise<Result<readonly CodeItem[], CodeItemWalletError>> {
    if (!isHandCashAuthToken(owner.authToken)) return err('unauthorized');
    const collectionIds = this.options.minter === null ? undefined : [this.options.minter.collectionId];
    const answer = await this.call(() =>
      Connect.getItemsInventory({
        client: this.sdk.getAccountClient(owner.authToken) as unknown as SdkClient,
        body: { fetchAttributes: true, ...(collectionIds && { collectionIds }) },
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    if (!answer.ok) return answer;
    const items = isRecord(answer.value) && Array.isArray(answer.value['items']) ? answer.value['items'] : null;
    if (items === null) return err('upstream');
    return ok(items.flatMap((item) => codeItemOf(item) ?? []).sort((a, b) => b.mintedAt - a.mintedAt));
  }

  async mint(owner: ItemOwner, preview: MintPreview): Promise<Result<MintedItem, CodeItemWalletError>> {
    const minter = this.options.minter;
    if (minter === null) return err('minting-not-configured');
    const answer = await this.call(() =>
      Minter.issueItems({
        client: this.sdk.getAccountClient(minter.authToken) as unknown as SdkClient,
        body: {
          itemCreationOrderType: 'collectionItem',
          referencedCollection: minter.collectionId,
          items: [
            {
              name: preview.name,
              description: preview.description,
              user: owner.walletId,
              quantity: 1,
              mediaDetails: { image: { url: minter.imageUrl, contentType: imageType(minter.imageUrl) } },
              attributes: codeItemAttributes(preview, this.now()),
            },
          ],
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    if (!answer.ok) return answer;
    const orderId = isRecord(answer.value) && typeof answer.value['id'] === 'string' ? answer.value['id'] : null;
    return orderId === null ? err('upstream') : ok({ itemId: orderId, url: null });
  }

  /** One SDK call: its data, or what went wrong (401/403 `unauthorized`, a timeout, anything else `upstream`). */
  private async call(request: () => Promise<SdkAnswer>): Promise<Result<unknown, CodeItemWalletError>> {
    try {
      const answer = await request();
      const status = answer.response?.status ?? 0;
      if (status === 401 || status === 403) return err('unauthorized');
      return status >= 200 && status < 300 && answer.error === undefined ? ok(answer.data) : err('upstream');
    } catch (error) {
      return err(error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'upstream');
    }
  }
}

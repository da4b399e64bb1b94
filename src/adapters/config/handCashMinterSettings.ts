import { isHandCashAuthToken } from '../../domain/session/authToken';
import { safeHttpUrl } from '../../domain/shared/httpUrl';
import { err, ok, type Result } from '../../domain/shared/result';

/** The variables of HandCash minting (docs/configuration.md); all three set, or none. */
export interface HandCashMinterEnvironment {
  readonly HANDCASH_MINTER_AUTH_TOKEN?: string;
  readonly HANDCASH_ITEMS_COLLECTION_ID?: string;
  readonly HANDCASH_ITEM_IMAGE_URL?: string;
}

/** The app's minter: its business wallet's auth token, the collection code NFTs go into, and their picture. */
export interface HandCashMinterSettings {
  readonly authToken: string;
  readonly collectionId: string;
  readonly imageUrl: string;
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** The minter settings, null when none of the variables is set, or the variable that is missing or malformed. */
export function resolveHandCashMinter(
  env: HandCashMinterEnvironment,
): Result<HandCashMinterSettings | null, { variable: keyof HandCashMinterEnvironment; message: string }> {
  const authToken = present(env.HANDCASH_MINTER_AUTH_TOKEN);
  const collectionId = present(env.HANDCASH_ITEMS_COLLECTION_ID);
  const imageUrl = present(env.HANDCASH_ITEM_IMAGE_URL);
  if (authToken === undefined && collectionId === undefined && imageUrl === undefined) return ok(null);
  if (authToken === undefined || !isHandCashAuthToken(authToken)) {
    return err({ variable: 'HANDCASH_MINTER_AUTH_TOKEN', message: 'must be the business wallet auth token (64 hex digits)' });
  }
  if (collectionId === undefined || !/^[\w-]{1,100}$/.test(collectionId)) {
    return err({ variable: 'HANDCASH_ITEMS_COLLECTION_ID', message: 'must be the id of the HandCash collection to mint into' });
  }
  if (imageUrl === undefined || safeHttpUrl(imageUrl) === null) {
    return err({ variable: 'HANDCASH_ITEM_IMAGE_URL', message: 'must be an http(s) URL of the items picture' });
  }
  return ok({ authToken, collectionId, imageUrl });
}

import { describe, expect, it } from 'vitest';
import { resolveServerSettings } from '../../../src/adapters/config/serverSettings';

const minterEnv = {
  HANDCASH_APP_ID: 'app-1',
  HANDCASH_MINTER_AUTH_TOKEN: 'f'.repeat(64),
  HANDCASH_ITEMS_COLLECTION_ID: '6578857e01a833fb337aaa3b',
  HANDCASH_ITEM_IMAGE_URL: 'https://images.example/code.png',
};
const minterOf = (env: Record<string, string>) => {
  const settings = resolveServerSettings(env);
  return settings.ok ? { minter: settings.value.handcashMinter } : settings.error;
};

describe('HandCash minter settings', () => {
  it('are off without the variables and read when all three are set', () => {
    expect([minterOf({}), minterOf(minterEnv)]).toEqual([
      { minter: null },
      { minter: { authToken: 'f'.repeat(64), collectionId: '6578857e01a833fb337aaa3b', imageUrl: 'https://images.example/code.png' } },
    ]);
  });

  it('name the variable that is missing or malformed', () => {
    expect([
      minterOf({ ...minterEnv, HANDCASH_MINTER_AUTH_TOKEN: 'not-a-key' }),
      minterOf({ ...minterEnv, HANDCASH_ITEMS_COLLECTION_ID: '' }),
      minterOf({ ...minterEnv, HANDCASH_ITEM_IMAGE_URL: 'javascript:alert(1)' }),
    ]).toEqual([
      { variable: 'HANDCASH_MINTER_AUTH_TOKEN', message: 'must be the business wallet auth token (64 hex digits)' },
      { variable: 'HANDCASH_ITEMS_COLLECTION_ID', message: 'must be the id of the HandCash collection to mint into' },
      { variable: 'HANDCASH_ITEM_IMAGE_URL', message: 'must be an http(s) URL of the items picture' },
    ]);
  });
});

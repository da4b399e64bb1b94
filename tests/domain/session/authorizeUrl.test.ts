import { describe, expect, it } from 'vitest';
import { authorizeUrl } from '../../../src/domain/session/authorizeUrl';
import { isHandCashAuthToken } from '../../../src/domain/session/authToken';

describe('authorizeUrl', () => {
  it('appends the encoded app id to the authorize page', () => {
    expect([
      authorizeUrl('https://app.handcash.io/#/authorizeApp', 'app 1&x'),
      authorizeUrl(' https://app.handcash.io/#/authorizeApp ', 'abc'),
      authorizeUrl('https://wallet.example/#/authorize?lang=en', 'abc'),
      authorizeUrl('https://wallet.example/authorize?', 'abc'),
      authorizeUrl('https://wallet.example/authorize?lang=en&', 'abc'),
      authorizeUrl('&https://wallet.example/authorize?lang=en', 'abc'),
    ]).toEqual([
      { ok: true, value: 'https://app.handcash.io/#/authorizeApp?appId=app%201%26x' },
      { ok: true, value: 'https://app.handcash.io/#/authorizeApp?appId=abc' },
      { ok: true, value: 'https://wallet.example/#/authorize?lang=en&appId=abc' },
      { ok: true, value: 'https://wallet.example/authorize?appId=abc' },
      { ok: true, value: 'https://wallet.example/authorize?lang=en&appId=abc' },
      { ok: true, value: '&https://wallet.example/authorize?lang=en&appId=abc' },
    ]);
  });

  it('refuses a missing or blank app id', () => {
    const missing = { ok: false, error: { code: 'app-id-missing' } };
    expect([authorizeUrl('https://wallet.example/a', undefined), authorizeUrl('https://wallet.example/a', '  ')]).toEqual([missing, missing]);
  });
});

describe('isHandCashAuthToken', () => {
  it('accepts exactly 64 hex digits', () => {
    expect(
      ['ab'.repeat(32), 'AB'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), `${'ab'.repeat(31)}zz`, ''].map(
        isHandCashAuthToken,
      ),
    ).toEqual([true, true, false, false, false, false]);
  });
});

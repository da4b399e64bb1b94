const HANDCASH_AUTH_TOKEN = /^[0-9a-f]{64}$/i;

/** A real HandCash auth token is a private key: exactly 64 hexadecimal digits. */
export const isHandCashAuthToken = (token: string): boolean => HANDCASH_AUTH_TOKEN.test(token);

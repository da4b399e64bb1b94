/** The explorer of a configuration written before payments existed (the server's default `EXPLORER_TX_URL`). */
export const DEFAULT_EXPLORER_TX_URL_TEMPLATE = 'https://whatsonchain.com/tx/{txid}';

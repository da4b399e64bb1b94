import * as v from 'valibot';

/** `POST /api/broadcast`: a signed transaction (hex) and the network it is meant for. */
export const BroadcastRequest = v.object({ rawTx: v.pipe(v.string(), v.minLength(1)), network: v.picklist(['testnet', 'mainnet']) });

/** `200`: the transaction's id, ARC's status word and the server's network. */
export const BroadcastAnswer = v.object({ txid: v.string(), status: v.string(), network: v.nullable(v.string()) });

import { combineLatest, map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { AddressHoldings, ChainBlock, ChainOverview, ChainTransaction } from '../../domain/devchain/chainView';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DevchainDesk, DevchainDeskError, FundedOutput } from '../../ports/devchainDesk.port';
import {
  DevchainBalance,
  DevchainFaucetAnswer,
  type DevchainHeader,
  DevchainMineAnswer,
  DevchainResetAnswer,
  DevchainSummary,
  DevchainTransactionView,
  DevchainUnspent,
} from '../wire/devchain.schema';
import { errorCode, jsonRequest, type JsonAnswer } from './jsonRequest';

/** The devchain's base path (`devchain.routes.ts`). */
const BASE = '/api/devchain';

/** A failure by its status: a 404 without the devchain's own code means no devchain is served here. */
const failureOf = (answer: JsonAnswer): DevchainDeskError => {
  const rule = errorCode(answer);
  if (answer.status === 404) return rule === 'transaction-not-found' ? { code: 'not-found', rule } : { code: 'off' };
  if (answer.status >= 400 && answer.status < 500) return { code: 'refused', ...(rule === undefined ? {} : { rule }) };
  return { code: 'unavailable' };
};

/** The answer as a result: a failure by its status, else the body read with `schema` (unreadable: `unavailable`). */
const settle =
  <S extends v.GenericSchema, T>(schema: S, read: (body: v.InferOutput<S>) => T) =>
  (answer: Result<JsonAnswer, string>): Result<T, DevchainDeskError> => {
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status >= 300) return err(failureOf(answer.value));
    const parsed = v.safeParse(schema, answer.value.body);
    return parsed.success ? ok(read(parsed.output)) : err({ code: 'unavailable' });
  };

/** A mined block's header as the panel lists blocks (its transaction ids are read with the overview). */
const blockOf = (header: v.InferOutput<typeof DevchainHeader>): ChainBlock => ({
  height: header.height,
  hash: header.hash,
  time: header.time,
  txCount: header.num_tx,
  txids: [],
});

const path = (segment: string) => encodeURIComponent(segment.trim());

/** The server's devchain (`/api/devchain`), answers read with `devchain.schema.ts`. */
export class HttpDevchainDesk implements DevchainDesk {
  overview(): Observable<Result<ChainOverview, DevchainDeskError>> {
    return jsonRequest('GET', `${BASE}/summary`).pipe(
      map(settle(DevchainSummary, (body) => ({ tip: { height: body.tip.height, hash: body.tip.hash }, mempoolSize: body.mempoolSize, mempool: body.mempool, blocks: body.blocks }))),
    );
  }

  holdings(address: string): Observable<Result<AddressHoldings, DevchainDeskError>> {
    const unspent = jsonRequest('GET', `${BASE}/woc/address/${path(address)}/unspent`).pipe(map(settle(DevchainUnspent, (body) => body)));
    const balance = jsonRequest('GET', `${BASE}/woc/address/${path(address)}/balance`).pipe(map(settle(DevchainBalance, (body) => body)));
    return combineLatest([unspent, balance]).pipe(
      map(([outputs, sums]): Result<AddressHoldings, DevchainDeskError> => {
        if (!outputs.ok) return outputs;
        if (!sums.ok) return sums;
        const held = outputs.value.map((output) => ({ txid: output.tx_hash, vout: output.tx_pos, satoshis: output.value, height: output.height === 0 ? null : output.height }));
        return ok({ address: address.trim(), outputs: held, confirmed: sums.value.confirmed, unconfirmed: sums.value.unconfirmed });
      }),
    );
  }

  transaction(txid: string): Observable<Result<ChainTransaction, DevchainDeskError>> {
    return jsonRequest('GET', `${BASE}/tx/${path(txid)}`).pipe(
      map(settle(DevchainTransactionView, (body) => ({ txid: body.txid, hex: body.hex, blockHeight: body.blockHeight, spentOutputs: body.spentOutputs }))),
    );
  }

  fund(address: string, satoshis: number): Observable<Result<FundedOutput, DevchainDeskError>> {
    return jsonRequest('POST', `${BASE}/faucet`, { address, satoshis }).pipe(map(settle(DevchainFaucetAnswer, ({ txid, vout, satoshis: paid }) => ({ txid, vout, satoshis: paid }))));
  }

  mine(blocks: number): Observable<Result<readonly ChainBlock[], DevchainDeskError>> {
    return jsonRequest('POST', `${BASE}/mine`, { blocks }).pipe(map(settle(DevchainMineAnswer, (body) => body.blocks.map(blockOf))));
  }

  reset(): Observable<Result<ChainBlock, DevchainDeskError>> {
    return jsonRequest('POST', `${BASE}/reset`).pipe(map(settle(DevchainResetAnswer, (body) => blockOf(body.tip))));
  }
}

/**
 * The operator's command for payments stopped at "pending check" (docs/operations.md, "Pending payments and the
 * settlement command"):
 *
 *   npm run payments -- pending                  lists them (every payer's)
 *   npm run payments -- settle <id> <txid>       verifies the transaction with the payer's wallet, then records it paid
 *   npm run payments -- release <id>             releases it (the payer confirmed nothing left their wallet)
 *
 * It reads the server's configuration (DATA_DIR or DATABASE_URL, SESSION_SECRET, HANDCASH_*) with the server's own
 * loader and opens the database as the server does: on the embedded database it takes the data folder's lock, so it
 * runs while the server is stopped; on PostgreSQL it runs beside the servers.
 */
import { resolveServerSettings, type ServerEnvironment } from '../src/adapters/config/serverSettings';
import { describeStartupError } from '../src/adapters/node/startupError';
import type { PendingPayment } from '../src/application/payments/settlement/pendingPayments';
import { openHub } from '../src/composition/server/openHub';

const USAGE = 'Usage: npm run payments -- pending | settle <id> <transaction-id> | release <id>';
const OPERATOR = { kind: 'operator' } as const;

const line = (payment: PendingPayment): string => {
  const satoshis = payment.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
  const receivers = payment.receivers.map((receiver) => `$${receiver.handle} ${receiver.satoshis}`).join(', ');
  return `${payment.id}\t${payment.kind} ${payment.subject}\tfrom $${payment.payer}\t${satoshis} sat (${receivers})\treference ${payment.reference}\tsince ${new Date(payment.createdAt).toISOString()}`;
};

async function main(args: readonly string[]): Promise<number> {
  const [command, id, transactionId] = args;
  const known = (command === 'pending' && id === undefined) || (command === 'settle' && transactionId !== undefined) || (command === 'release' && id !== undefined);
  if (!known) {
    console.error(USAGE);
    return 2;
  }
  const resolved = resolveServerSettings(process.env as ServerEnvironment);
  if (!resolved.ok) {
    console.error(`Configuration error: ${resolved.error.variable} ${resolved.error.message}.`);
    return 1;
  }
  const opened = await openHub(resolved.value, null).catch((error: unknown) => {
    console.error(`Could not open the database: ${describeStartupError(error)}`);
    return null;
  });
  if (opened === null) return 1;
  try {
    const pending = opened.hub.pendingPayments;
    if (!pending) throw new Error('no pending payments here');
    if (command === 'pending') {
      const all = await pending.list(OPERATOR);
      console.log(all.length === 0 ? 'No payment is pending check.' : all.map(line).join('\n'));
      return 0;
    }
    const outcome = command === 'settle' ? await pending.settle(OPERATOR, id!, transactionId!.trim()) : await pending.release(OPERATOR, id!);
    if (!outcome.ok) {
      console.error(`Refused: ${outcome.error}. Nothing was recorded.`);
      return 1;
    }
    console.log(command === 'settle' ? `Settled ${id} as paid by ${transactionId}.` : `Released ${id}: it may be paid again.`);
    return 0;
  } finally {
    await opened.connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

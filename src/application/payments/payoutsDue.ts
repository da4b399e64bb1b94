import { payoutsDue, type PayoutDue } from '../../domain/payments/payoutsDue';
import type { ContractsView } from '../contracts/serverContracts';
import type { ServerPayments } from './serverPayments';

/**
 * The payouts due (a use case of the server): completed contracts the server derives, with a worker and no payment
 * recorded, each with its reward at `bsvPerBapp`. What a maintainer pays with one click.
 */
export class PayoutsDue {
  constructor(
    private readonly contracts: { current(): Promise<ContractsView> },
    private readonly payments: Pick<ServerPayments, 'list'>,
    private readonly bsvPerBapp: number | null,
  ) {}

  async list(): Promise<readonly PayoutDue[]> {
    const [view, payments] = await Promise.all([this.contracts.current(), this.payments.list()]);
    return payoutsDue(view.contracts, payments, this.bsvPerBapp);
  }
}

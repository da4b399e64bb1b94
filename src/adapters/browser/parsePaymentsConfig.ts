import type { PaymentsConfig } from '../../ports/runtimeConfig.port';

/** Validates the `payments` share of the runtime configuration: the config, or the first wrong field's name. */
export function parsePaymentsConfig(value: Record<string, unknown>): PaymentsConfig | string {
  const { maintainers, bsvPerBapp, explorerTxUrl } = value;
  if (!Array.isArray(maintainers) || !maintainers.every((handle) => typeof handle === 'string')) return 'payments.maintainers';
  if (bsvPerBapp !== null && !(typeof bsvPerBapp === 'number' && bsvPerBapp > 0)) return 'payments.bsvPerBapp';
  if (typeof explorerTxUrl !== 'string' || !/^https?:\/\//i.test(explorerTxUrl)) return 'payments.explorerTxUrl';
  return { maintainers: maintainers as string[], bsvPerBapp, explorerTxUrl };
}

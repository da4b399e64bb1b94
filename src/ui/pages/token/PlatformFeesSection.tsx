import type { PlatformFee } from '../../../domain/hub/tokenEconomics';
import { percent } from '../../shared/formatNumbers';
import { FEE_COLUMNS, FEE_ROUNDING_NOTE, TOKEN_SECTION_TITLES } from './token.texts';
import { MINIMUM_SALE_FEE_SATOSHIS } from '../../../domain/exchange/market/marketRules';
import { HubSection } from '../hubShared/HubSection';

/** The fee on code sales, the app marketplace and premium tools, and how a fee is rounded (at least 1 satoshi). */
export function PlatformFeesSection({ fees }: { readonly fees: readonly PlatformFee[] }) {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.fees}>
      <table className="fee-table">
        <thead>
          <tr>
            <th scope="col">{FEE_COLUMNS.name}</th>
            <th scope="col">{FEE_COLUMNS.fee}</th>
            <th scope="col">{FEE_COLUMNS.appliesTo}</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.name}>
              <th scope="row">{fee.name}</th>
              <td className="fee-percent">{percent(fee.percent)}</td>
              <td>{fee.appliesTo}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fee-note">{FEE_ROUNDING_NOTE(MINIMUM_SALE_FEE_SATOSHIS)}</p>
    </HubSection>
  );
}

/*
 * The browser's payment desk (over `/api/payments`), loaded on first use (`browserContainer.ts`) and preloaded with
 * the pages of the payments feature (`pageLoads.ts`). Its code goes into the payments feature's chunk
 * (scripts/budget/chunkGroups.ts), which those pages load anyway.
 */
export { HttpPaymentDesk } from '../adapters/http/httpPaymentDesk.adapter';

/** Hard-coded platform stats shown in the Developer Hub sidebar (spec section 9). */
export const PLATFORM_STATS = [
  { label: 'Token supply', value: '1,000,000,000' },
  { label: 'Distributed', value: '12,456,789' },
  { label: 'Developers', value: '42' },
  { label: 'Maintainers', value: '15' },
  { label: 'Bounty pool', value: '2.5 BSV' },
] as const;

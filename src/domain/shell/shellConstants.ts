/** Texts and numbers of the application shell (spec sections 2 and 9). */

export const PROOF_OF_CONCEPT_LABEL = 'PROOF OF CONCEPT';
export const PROOF_OF_CONCEPT_TEXT = `${PROOF_OF_CONCEPT_LABEL} - This is a demonstration of the product.`;

export const MENU_BUTTON_LABEL = 'Menu';
export const DEVELOPER_HUB_TITLE = 'Developer Hub';

export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'devSidebarCollapsed';
export const SIDEBAR_COLLAPSED_DEFAULT = true;

export const DOCK_CLOCK_INTERVAL_MS = 1000;

/** Hard-coded platform stats shown in the Developer Hub sidebar (spec section 9). */
export const PLATFORM_STATS = [
  { label: 'Token supply', value: '1,000,000,000' },
  { label: 'Distributed', value: '12,456,789' },
  { label: 'Developers', value: '42' },
  { label: 'Maintainers', value: '15' },
  { label: 'Bounty pool', value: '2.5 BSV' },
] as const;

export const APP_NAME = 'Bitcoin Code';
export const FOOTER_TEXT = 'Bitcoin Code — a developer workbench for the BSV blockchain. Open source under the MIT and BSV licences.';

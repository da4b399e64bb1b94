/** Texts and numbers of the application shell (spec sections 2 and 9). */

export const PROOF_OF_CONCEPT_LABEL = 'PROOF OF CONCEPT';
export const PROOF_OF_CONCEPT_TEXT = `${PROOF_OF_CONCEPT_LABEL} - This is a demonstration of the product.`;

/** At this width or less the menu bar collapses to a Menu button and layouts switch to one column. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Narrow phones: tighter spacing only. */
export const SMALL_BREAKPOINT_PX = 480;

export const MENU_BUTTON_LABEL = 'Menu';
export const DEVELOPER_HUB_TITLE = 'Developer Hub';

export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'devSidebarCollapsed';
export const SIDEBAR_COLLAPSED_DEFAULT = true;

export const DOCK_CLOCK_INTERVAL_MS = 1000;

export const APP_NAME = 'Bitcoin Code';
export const FOOTER_TEXT = 'Bitcoin Code — a developer workbench for the BSV blockchain. Open source under the MIT and BSV licences.';

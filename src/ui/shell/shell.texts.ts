/** Texts of the application shell (spec sections 1, 2 and 9). */

export const APP_NAME = 'Bitcoin Code';

export const PROOF_OF_CONCEPT_LABEL = 'PROOF OF CONCEPT';
export const PROOF_OF_CONCEPT_TEXT = `${PROOF_OF_CONCEPT_LABEL} - This is a demonstration of the product.`;

export const MENU_BUTTON_LABEL = 'Menu';
export const DEVELOPER_HUB_TITLE = 'Developer Hub';

export const FOOTER_TEXT = 'Bitcoin Code — a developer workbench for the BSV blockchain. Open source under the MIT and BSV licences.';

/** The sign-in button's label where the full one does not fit (narrow phones); its accessible name stays the full one. */
export const SIGN_IN_SHORT_LABEL = 'Sign in';
/** The redirecting label where the full one does not fit. */
export const REDIRECTING_SHORT_LABEL = 'Opening…';
/** The hub sidebar toggle's tooltip, by what a click does. */
export const OPEN_HUB_TOOLTIP = 'Open the Developer Hub: contracts, guides, templates and more';
export const CLOSE_HUB_TOOLTIP = 'Close the Developer Hub';
/** Tells a person that the dock's row of apps scrolls sideways. */
export const DOCK_SCROLL_HINT = 'Scroll for more apps';
/** The menu bar's first item when `/` shows the landing homepage instead of the editor. */
export const HOME_LABEL = 'Home';

/** Texts of the application shell (spec sections 1, 2 and 9). */

export const APP_NAME = 'Bitcoin Code';

export const PROOF_OF_CONCEPT_LABEL = 'PROOF OF CONCEPT';
export const PROOF_OF_CONCEPT_TEXT = `${PROOF_OF_CONCEPT_LABEL} - This is a demonstration of the product.`;

export const MENU_BUTTON_LABEL = 'Menu';
export const DEVELOPER_HUB_TITLE = 'Developer Hub';

export const FOOTER_TEXT = 'Bitcoin Code — a developer workbench for the BSV blockchain. Open source under the MIT and BSV licences.';

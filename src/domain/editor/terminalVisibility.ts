import type { PhoneArea } from './editorConstants';

/**
 * Whether the terminal is on screen, the one state the toolbar's Terminal toggle and the activity bar's Show
 * terminal both show as pressed: it is shown, and on a narrow screen (one area at a time) its area is the one shown.
 */
export const isTerminalVisible = (terminalShown: boolean, phoneArea: PhoneArea, narrow: boolean): boolean => terminalShown && (!narrow || phoneArea === 'terminal');

/** The code editor's rules, named once (spec sections 2 and 9). Its copy lives in `ui/pages/home/editor/editor.texts.ts`. */

/** The side panels the activity bar switches between (spec section 4), the transaction inspector's and the devchain's. */
export const SIDE_PANELS = ['explorer', 'search', 'git', 'debug', 'transactions', 'chain'] as const;
export type SidePanel = (typeof SIDE_PANELS)[number];

/** The areas a phone shows one at a time (at the narrow breakpoint), switched from the activity bar. */
export const PHONE_AREAS = ['explorer', 'editor', 'terminal', 'assistant'] as const;
export type PhoneArea = (typeof PHONE_AREAS)[number];

/** Chat reply delay: the base plus up to the random part (spec section 9). */
export const CHAT_REPLY_BASE_DELAY_MS = 1000;
export const CHAT_REPLY_RANDOM_DELAY_MS = 2000;

/** Drafts are written to storage once typing pauses this long. */
export const WORKSPACE_SAVE_DEBOUNCE_MS = 300;

/** A run of code is stopped after this long unless it ends first. */
export const RUN_TIME_LIMIT_MS = 10_000;

/** The terminal keeps at most this many lines; older ones scroll away. */
export const TERMINAL_MAX_LINES = 1000;

/** The chat keeps at most this many messages across reloads. */
export const CHAT_HISTORY_MAX_MESSAGES = 200;

import type { Locator, Page } from '@playwright/test';

/** The code editor screen at `/` as a person sees it: explorer, tabs, Monaco, terminal, status bar, AI sidebar. */
export class EditorPage {
  readonly files: Locator;
  readonly tabList: Locator;
  readonly monaco: Locator;
  readonly editorText: Locator;
  readonly toolbar: Locator;
  readonly terminalToggle: Locator;
  readonly terminal: Locator;
  readonly terminalOutput: Locator;
  readonly terminalInput: Locator;
  readonly statusBar: Locator;
  readonly assistant: Locator;
  readonly chatInput: Locator;
  readonly chatMessages: Locator;
  readonly thinking: Locator;
  readonly suggestions: Locator;
  readonly hover: Locator;
  readonly activityBar: Locator;

  constructor(readonly page: Page) {
    this.files = page.getByRole('list', { name: 'Files' });
    this.tabList = page.getByRole('tablist', { name: 'Open files' });
    this.monaco = page.locator('.monaco-editor').first();
    this.editorText = this.monaco.locator('.view-lines');
    this.toolbar = page.getByRole('toolbar', { name: 'Editor actions' });
    this.terminalToggle = this.toolbar.getByRole('button', { name: 'Terminal' });
    this.terminal = page.getByRole('region', { name: 'Terminal' });
    this.terminalOutput = this.terminal.getByRole('log', { name: 'Terminal output' });
    this.terminalInput = this.terminal.getByRole('textbox', { name: 'Terminal command' });
    this.statusBar = page.getByRole('region', { name: 'Status bar' });
    this.assistant = page.getByRole('region', { name: 'AI Assistant' });
    this.chatInput = this.assistant.getByRole('textbox', { name: 'Message the AI assistant' });
    this.chatMessages = this.assistant.getByRole('log').getByRole('listitem');
    this.thinking = this.assistant.getByRole('status');
    this.suggestions = page.locator('.suggest-widget');
    this.hover = page.locator('.monaco-hover:not(.hidden)');
    this.activityBar = page.getByRole('navigation', { name: 'Editor panels' });
  }

  /**
   * Goes to `/` and waits until Monaco shows the active tab's text. Monaco loads at the person's first interaction
   * with the page (before it, the file shows as read-only text): the mouse moves over the page, as a person's does.
   */
  async open(): Promise<void> {
    await this.page.goto('/');
    await this.reachForTheEditor();
  }

  /** Moves the mouse over the page, which starts Monaco's load, and waits until it shows the active tab's text. */
  async reachForTheEditor(): Promise<void> {
    await this.page.getByRole('region', { name: 'Status bar' }).waitFor();
    const { width, height } = this.page.viewportSize() ?? { width: 800, height: 600 };
    await this.page.mouse.move(width / 2, height / 2);
    await this.editorText.waitFor();
  }

  tab(name: string | RegExp): Locator {
    return this.tabList.getByRole('tab', { name });
  }

  /** A toolbar button by its name (Save, Copy, Run, Stop, Debug, Build). */
  action(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** A word Monaco shows as a token of its own. */
  word(text: string): Locator {
    return this.editorText.locator('span span', { hasText: new RegExp(`^${text}$`) }).first();
  }

  selectedTab(): Locator {
    return this.tabList.locator('[role="tab"][aria-selected="true"]');
  }

  file(name: string): Locator {
    return this.files.getByRole('button', { name, exact: true });
  }

  async openFile(name: string): Promise<void> {
    await this.file(name).click();
  }

  /** Presses the new-file button and types the name in the explorer. */
  async createFile(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New file' }).click();
    await this.page.getByRole('textbox', { name: 'New file name' }).fill(name);
    await this.page.keyboard.press('Enter');
    await this.editorText.waitFor();
  }

  /** Clicks the tab's close mark (the keyboard closes with Delete). */
  async closeTab(name: string | RegExp): Promise<void> {
    await this.tab(name).locator('.editor-tab-close').click();
  }

  /** Puts the cursor at the end of the document and types. */
  async typeAtEnd(text: string): Promise<void> {
    await this.editorText.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Replaces the whole document with `text`, as pasted (no auto-closing of brackets). */
  async replaceText(text: string): Promise<void> {
    await this.editorText.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }

  /** Types a line at the terminal prompt and presses Enter. */
  async command(line: string): Promise<void> {
    await this.terminalInput.fill(line);
    await this.terminalInput.press('Enter');
  }
}

import { BodyStatements } from './bodyStatements';
import { sectionAt, type BodySection } from './bodySections';
import { CONTRACT_DELIVERABLES_MAX } from './contractConstants';
import {
  checkboxAt,
  headingLevelAt,
  isBlankCode,
  isCommentStartAt,
  isFenceAt,
  isThematicBreakAt,
  orderedItemStartAt,
} from './markdownLine';

const lineEndFrom = (text: string, from: number): number => {
  const at = text.indexOf('\n', from);
  return at === -1 ? text.length : at;
};

const NONE: readonly string[] = [];
/** The first `count` items, exactly sized; the shared empty list when none. */
const firstOf = (items: readonly string[], count: number): readonly string[] => (count === 0 ? NONE : items.slice(0, count));

/**
 * One pass over an issue body, line by line, by index: a line is only sliced when it yields a
 * value, and the whole scan stays linear. Mutable and internal to `parseIssueBody` (its results
 * are fresh immutable values); one scanner may read many bodies in turn, reusing its buffers.
 */
export class IssueBodyScanner {
  readonly statements = new BodyStatements();
  firstProse: string | null = null;
  descriptionProse: string | null = null;
  /** Reused buffers: only the first `...Count` entries belong to the current body. */
  private readonly skillList: string[] = [];
  private skillCount = 0;
  private readonly deliverableList: string[] = [];
  private deliverableCount = 0;
  private text = '';
  private section: BodySection = 'none';
  private paragraph: string | null = null;
  private paragraphSection: BodySection = 'none';
  private inParagraph = false;
  private inFence = false;

  get skills(): readonly string[] {
    return firstOf(this.skillList, this.skillCount);
  }

  get deliverables(): readonly string[] {
    return firstOf(this.deliverableList, this.deliverableCount);
  }

  scan(text: string): this {
    this.reset(text);
    let pos = 0;
    while (pos <= text.length) {
      const lineEnd = lineEndFrom(text, pos);
      let start = pos;
      let end = lineEnd;
      while (start < end && isBlankCode(text.charCodeAt(start))) start += 1;
      while (end > start && isBlankCode(text.charCodeAt(end - 1))) end -= 1;
      pos = lineEnd + 1;
      if (this.inFence) this.inFence = !isFenceAt(text, start, end);
      else if (start === end) this.endParagraph();
      else if (text.charCodeAt(start) !== 60) this.line(start, end);
      else {
        // HTML is not prose; a comment hides everything up to its end.
        this.endParagraph();
        if (!isCommentStartAt(text, start)) continue;
        const close = text.indexOf('-->', start + 4);
        if (close === -1) break;
        if (close >= lineEnd) pos = lineEndFrom(text, close) + 1;
      }
    }
    this.endParagraph();
    return this;
  }

  private reset(text: string): void {
    this.text = text;
    this.statements.reset(text);
    this.firstProse = this.descriptionProse = this.paragraph = null;
    this.skillCount = this.deliverableCount = 0;
    this.section = this.paragraphSection = 'none';
    this.inParagraph = this.inFence = false;
  }

  /**
   * A line that is not blank, not HTML, outside code, trimmed to [start, end). Dispatches on its
   * first character, reading as few characters as it can.
   */
  private line(start: number, end: number): void {
    const { text } = this;
    const first = text.charCodeAt(start);
    switch (first) {
      case 35: {
        const level = headingLevelAt(text, start, end);
        if (level === 0) break;
        this.endParagraph();
        this.section = sectionAt(text, start + level, end);
        return;
      }
      case 62: // '>' quote
      case 124: // '|' table
        this.endParagraph();
        return;
      case 96: // '`'
      case 126: // '~'
        if (!isFenceAt(text, start, end)) break;
        this.endParagraph();
        this.inFence = true;
        return;
      case 45: // '-'
      case 42: // '*'
      case 43: {
        // '+'
        const second = start + 1 < end ? text.charCodeAt(start + 1) : 32;
        const mayBreak = second === first || (isBlankCode(second) && text.charCodeAt(start + 2) === first);
        if (mayBreak && isThematicBreakAt(text, start, end)) {
          this.endParagraph();
          return;
        }
        if (!isBlankCode(second)) break;
        let item = Math.min(start + 2, end);
        while (item < end && isBlankCode(text.charCodeAt(item))) item += 1;
        this.endParagraph();
        this.listItem(item, end);
        return;
      }
      case 95: // '_'
        if (!isThematicBreakAt(text, start, end)) break;
        this.endParagraph();
        return;
      default:
        if (first >= 48 && first <= 57) {
          const item = orderedItemStartAt(text, start, end);
          if (item === -1) break;
          this.endParagraph();
          this.listItem(item, end);
          return;
        }
    }
    if (this.statements.take(start, end)) this.endParagraph();
    else this.prose(start, end);
  }

  private listItem(start: number, end: number): void {
    const { text } = this;
    const box = checkboxAt(text, start, end);
    if (box === 'unchecked') {
      let from = start + 3;
      while (from < end && isBlankCode(text.charCodeAt(from))) from += 1;
      if (from < end && this.deliverableCount < CONTRACT_DELIVERABLES_MAX) {
        this.deliverableList[this.deliverableCount] = text.slice(from, end);
        this.deliverableCount += 1;
      }
    } else if (box === null && start < end && !this.statements.take(start, end) && this.section === 'skills') {
      this.skillList[this.skillCount] = text.slice(start, end);
      this.skillCount += 1;
    }
  }

  private prose(start: number, end: number): void {
    if (!this.inParagraph) {
      this.inParagraph = true;
      this.paragraphSection = this.section;
      const wanted = this.firstProse === null || (this.section === 'description' && this.descriptionProse === null);
      this.paragraph = wanted ? this.text.slice(start, end) : null;
    } else if (this.paragraph !== null) this.paragraph = `${this.paragraph} ${this.text.slice(start, end)}`;
  }

  private endParagraph(): void {
    if (!this.inParagraph) return;
    this.inParagraph = false;
    if (this.paragraph === null) return;
    this.firstProse ??= this.paragraph;
    if (this.paragraphSection === 'description') this.descriptionProse ??= this.paragraph;
    this.paragraph = null;
  }
}

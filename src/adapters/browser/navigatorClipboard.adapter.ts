import { err, ok, type Result } from '../../domain/shared/result';
import type { Clipboard } from '../../ports/clipboard.port';

/** The clipboard through `navigator.clipboard` (needs a secure context: https or localhost). */
export class NavigatorClipboard implements Clipboard {
  async copy(text: string): Promise<Result<void, 'denied'>> {
    try {
      await navigator.clipboard.writeText(text);
      return ok(undefined);
    } catch {
      return err('denied');
    }
  }
}

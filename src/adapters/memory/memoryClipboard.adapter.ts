import { err, ok, type Result } from '../../domain/shared/result';
import type { Clipboard } from '../../ports/clipboard.port';

/** A clipboard for tests: keeps what was copied; `deny` makes copying fail. */
export class MemoryClipboard implements Clipboard {
  text: string | null = null;
  deny = false;

  copy(text: string): Promise<Result<void, 'denied'>> {
    if (this.deny) return Promise.resolve(err('denied'));
    this.text = text;
    return Promise.resolve(ok(undefined));
  }
}

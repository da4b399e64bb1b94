import type { Subscription } from 'rxjs';
import type { ServerStatus } from '../../domain/operations/serverStatus';
import type { ServerStatusReadError, ServerStatusReader } from '../../ports/serverStatusReader.port';
import { Store } from '../shared/store';

/** What the status page shows: the last reading, whether one is on its way, and why the last read failed. */
export interface ServerStatusState {
  readonly status: ServerStatus | null;
  readonly loading: boolean;
  readonly failure: ServerStatusReadError | null;
}

/** The app server's status for the status page. `refresh()` reads it again; a failure keeps the last reading. */
export class ServerStatusStore extends Store<ServerStatusState> {
  private reading: Subscription | null = null;

  constructor(private readonly reader: ServerStatusReader) {
    super({ status: null, loading: false, failure: null });
  }

  refresh(): void {
    this.reading?.unsubscribe();
    this.setState({ ...this.state, loading: true });
    this.reading = this.reader.read().subscribe((answer) => {
      this.reading = null;
      this.setState(answer.ok ? { status: answer.value, loading: false, failure: null } : { ...this.state, loading: false, failure: answer.error });
    });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    super.dispose();
  }
}

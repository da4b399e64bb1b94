import type { JobLeadership } from '../../ports/jobLeadership.port';

/** The lead when one server writes the database (PGlite, one writer per data folder): it always leads. */
export class SoleJobLeadership implements JobLeadership {
  private closed = false;

  leads(): Promise<boolean> {
    return Promise.resolve(!this.closed);
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

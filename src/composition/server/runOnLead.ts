/**
 * Wraps the scheduled jobs' `leads` so that each time this server takes the lead (at its start, or when the server
 * that led stopped), `job` runs beside the jobs, not before them, until it says it is done (true); while it is not
 * (false, or it rejected), it runs again at the next ask. One run at a time. A server that loses the lead runs it
 * again when it takes the lead back; a server that does not lead never runs it.
 */
export function runOnLead(leads: () => Promise<boolean>, job: () => Promise<boolean>): () => Promise<boolean> {
  let done = false;
  let running: Promise<void> | null = null;
  const run = async (): Promise<void> => {
    done = await job().catch(() => false);
  };
  return async () => {
    const leading = await leads();
    if (!leading) {
      done = false;
      return false;
    }
    if (!done && running === null) {
      running = run().finally(() => {
        running = null;
      });
    }
    return true;
  };
}

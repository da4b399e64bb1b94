/** Waits `ms` milliseconds. */
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, asking every 20 ms; fails after 5 s. */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await settle(20);
  }
}

/** An answer's status and JSON body. */
export const json = async (answer: Response | Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

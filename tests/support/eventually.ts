/** Waits `ms` milliseconds. */
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, asking every 20 ms; fails after `timeoutMs` (5 s unless told). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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

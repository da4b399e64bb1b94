import { readFile, readlink } from 'node:fs/promises';

/** Whether a process with this pid runs in this pid namespace (EPERM: it runs under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux counts a process's start in ticks of 1/100 s since boot (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** When the process `pid` started (epoch ms), from /proc on Linux; null where that cannot be read. */
export async function processStartedAt(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces), the 20th field is the start time.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(await readFile('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && Number.isFinite(bootSeconds) ? bootSeconds * 1000 + (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * Where a pid means one process: this kernel's boot (`boot_id`) and this process's pid namespace, as
 * `<boot id>/<namespace>`; empty where Linux's /proc does not say. Two containers (each Node PID 1) differ here even
 * on one host name, and only within one space does `isAlive` tell whether a lock's holder still runs.
 */
export async function processSpace(): Promise<string> {
  try {
    const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    const namespace = await readlink('/proc/self/ns/pid');
    return boot === '' ? '' : `${boot}/${namespace}`;
  } catch {
    return '';
  }
}

/**
 * The script a sandbox worker runs: one line of prelude, then the user's code wrapped in an async function (so
 * top-level `await` works), then the ending. Keeping the prelude on line 1 makes the user's line N the script's
 * line N + 1.
 *
 * The prelude replaces the network (`fetch`, `XMLHttpRequest`, `WebSocket`, `EventSource`, `WebTransport`,
 * `importScripts`) with functions that throw, on the global and every prototype that holds them, and sends
 * `console.log/info/warn/error` to the page as they are called. Errors report their line in the user's code.
 */
const PRELUDE = [
  'const __post = self.postMessage.bind(self);',
  "const __format = (value) => { if (typeof value === 'string') return value; if (value instanceof Error) return String(value); try { const text = JSON.stringify(value); return text === undefined ? String(value) : text; } catch { return String(value); } };",
  "const __show = (value) => (typeof value === 'string' ? JSON.stringify(value) : __format(value));",
  "const __line = (error, offset) => { const match = /:(\\d+):\\d+\\)?\\s*$/m.exec(String(error && error.stack || '').split('\\n').find((frame) => frame.includes('blob:')) || ''); return match ? Number(match[1]) - offset : null; };",
  "const __fail = (error, offset) => __post({ kind: 'failed', message: String(error && error.message !== undefined ? (error.name ? error.name + ': ' : '') + error.message : error), line: __line(error, offset) });",
  "for (const name of ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts']) { const refuse = function () { throw new Error(name + ' is not available in the sandbox: code here has no network.'); }; for (let target = self; target; target = Object.getPrototypeOf(target)) { if (target === self || Object.prototype.hasOwnProperty.call(target, name)) { try { Object.defineProperty(target, name, { value: refuse, writable: false, configurable: false }); } catch {} } } }",
  "for (const level of ['log', 'info', 'warn', 'error']) console[level] = (...values) => __post({ kind: 'output', level, text: values.map(__format).join(' ') });",
  "self.addEventListener('error', (event) => { event.preventDefault(); __post({ kind: 'failed', message: event.message.replace(/^Uncaught /, ''), line: event.lineno > 0 ? event.lineno - 1 : null }); });",
  "self.addEventListener('unhandledrejection', (event) => { event.preventDefault(); __fail(event.reason, 1); });",
].join(' ');

/** The script that runs a program's JavaScript and reports `finished` or `failed`. */
export const programScript = (javascript: string): string =>
  `${PRELUDE} (async () => {\n${javascript}\n})().then(() => __post({ kind: 'finished' }), (error) => __fail(error, 1));\n`;

/** The script that evaluates one expression and reports its `value` or `failed`. */
export const expressionScript = (expression: string): string =>
  `${PRELUDE} (async () => {\nreturn (\n${expression}\n);\n})().then((value) => __post({ kind: 'value', text: __show(value) }), (error) => __fail(error, 2));\n`;

/**
 * How the terminal shows a value a program logs: strings as they are, other values pretty-printed (objects and
 * arrays indented by two spaces, class instances with their class's name, cycles as `[Circular]`), as Node's
 * console does. Pure: the run worker calls it on each `console` argument.
 */

/** Objects nested deeper than this show as `[Object]` or `[Array]`. */
export const FORMAT_MAX_DEPTH = 4;
/** At most this many entries of an array or object are shown; the rest are counted. */
export const FORMAT_MAX_ENTRIES = 100;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function primitive(value: unknown): string | null {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function: ${value.name === '' ? '(anonymous)' : value.name}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === null || typeof value !== 'object') return String(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof RegExp) return String(value);
  return null;
}

function className(value: object): string {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null) return '[Object: null prototype] ';
  const name = (prototype as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== 'Object' && name !== 'Array' ? `${name} ` : '';
}

function entriesOf(value: object): readonly (readonly [string | null, unknown])[] {
  if (value instanceof Map) return [...value.entries()].map(([key, item]) => [format(key, 1, new Set()), item] as const);
  if (value instanceof Set || Array.isArray(value) || ArrayBuffer.isView(value)) return [...(value as Iterable<unknown>)].map((item) => [null, item] as const);
  return Object.keys(value).map((key) => [IDENTIFIER.test(key) ? key : JSON.stringify(key), (value as Record<string, unknown>)[key]] as const);
}

function format(value: unknown, depth: number, seen: Set<object>): string {
  const simple = primitive(value);
  if (simple !== null) return simple;
  const object = value as object;
  if (seen.has(object)) return '[Circular]';
  const listed = Array.isArray(object) || object instanceof Set || ArrayBuffer.isView(object);
  const [open, close] = listed ? ['[', ']'] : ['{', '}'];
  const prefix = className(object);
  if (depth > FORMAT_MAX_DEPTH) return `[${prefix === '' ? (listed ? 'Array' : 'Object') : prefix.trim()}]`;
  const entries = entriesOf(object);
  if (entries.length === 0) return `${prefix}${open}${close}`;
  seen.add(object);
  const shown = entries.slice(0, FORMAT_MAX_ENTRIES).map(([key, item]) => {
    const text = format(item, depth + 1, seen);
    return key === null ? text : `${key}${object instanceof Map ? ' =>' : ':'} ${text}`;
  });
  seen.delete(object);
  if (entries.length > FORMAT_MAX_ENTRIES) shown.push(`... ${entries.length - FORMAT_MAX_ENTRIES} more`);
  const oneLine = `${prefix}${open} ${shown.join(', ')} ${close}`;
  if (oneLine.length <= 72 && !oneLine.includes('\n')) return oneLine;
  const indent = (text: string) => text.split('\n').map((line) => `  ${line}`).join('\n');
  return `${prefix}${open}\n${shown.map((text) => indent(text)).join(',\n')}\n${close}`;
}

/** One `console` argument as the terminal shows it. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return format(value, 1, new Set());
  } catch {
    // A getter that throws, or a proxy that refuses to be read.
    return '[Unprintable value]';
  }
}

/** A `console.log(...values)` line: the values formatted and joined by spaces. */
export const formatConsoleLine = (values: readonly unknown[]): string => values.map(formatValue).join(' ');

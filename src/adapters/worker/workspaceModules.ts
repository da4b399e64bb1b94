import { transform } from 'sucrase';
import { importErrorMessage, resolveImport, type ResolvedImport } from '../../domain/editor/runImports';
import type { WorkspaceFile } from '../../domain/editor/workspaceFiles';

/** A failure a run reports: its message, and the file and 1-based line it happened at when known. */
export class RunFailure extends Error {
  constructor(
    message: string,
    readonly path: string | null,
    readonly line: number | null,
  ) {
    super(message);
  }
}

interface CompiledModule {
  readonly path: string;
  readonly code: string;
  readonly imports: ReadonlyMap<string, ResolvedImport>;
}

/** The scheme the modules' `sourceURL`s carry, so a stack frame in the person's code can be told apart. */
export const MODULE_URL_PREFIX = 'workspace:///';
/** `new AsyncFunction(...)` puts its parameters on the body's first two lines. */
const FUNCTION_LINE_OFFSET = 2;
const REQUIRE = /\brequire\((['"])([^'"\n]+)\1\)/g;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...parameters: string[]) => (...values: unknown[]) => Promise<unknown>;

const isTypeScript = (path: string, language: string | null) => language === 'typescript' || /\.(ts|mts|cts)$/.test(path);

/**
 * Strips types and turns `import`/`export` into `require`/`exports` (sucrase keeps every line where it was, so a
 * line of the output is the same line of the source), then resolves each import among the workspace's paths.
 */
export function compileModule(file: WorkspaceFile, language: string | null, paths: ReadonlySet<string>): CompiledModule {
  let code: string;
  try {
    const transforms = isTypeScript(file.path, language) ? (['imports', 'typescript'] as const) : (['imports'] as const);
    code = transform(file.content, { transforms: [...transforms], filePath: file.path, production: true }).code;
  } catch (error) {
    const located = error as { message?: string; loc?: { line?: number } };
    throw new RunFailure(`SyntaxError: ${String(located.message ?? error)}`, file.path, located.loc?.line ?? null);
  }
  const imports = new Map<string, ResolvedImport>();
  for (const match of code.matchAll(REQUIRE)) {
    const specifier = match[2] ?? '';
    const resolved = resolveImport(file.path, specifier, paths);
    if (resolved.kind === 'unknown-package' || resolved.kind === 'missing-file') {
      const line = code.slice(0, match.index).split('\n').length;
      throw new RunFailure(importErrorMessage(file.path, resolved), file.path, line);
    }
    imports.set(specifier, resolved);
  }
  return { path: file.path, code, imports };
}

/** Where an error happened in the person's code: the first stack frame in one of the workspace's modules. */
export function locateError(error: unknown): { readonly path: string; readonly line: number } | null {
  const stack = typeof error === 'object' && error !== null ? String((error as { stack?: unknown }).stack ?? '') : '';
  const escaped = MODULE_URL_PREFIX.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}([^\\s:)]+):(\\d+):\\d+`).exec(stack);
  return frame === null ? null : { path: frame[1] ?? '', line: Number(frame[2]) - FUNCTION_LINE_OFFSET };
}

/**
 * The workspace's files as modules, run from an entry: each module's imports are compiled and run before it (a
 * module imported twice runs once; an import cycle sees the exports so far, as CommonJS does). `sdk` is the BSV SDK,
 * loaded only when some module imports it.
 */
export class WorkspaceModules {
  private readonly files: ReadonlyMap<string, WorkspaceFile>;
  private readonly exports = new Map<string, Record<string, unknown>>();
  private readonly compiled = new Map<string, CompiledModule>();

  constructor(files: readonly WorkspaceFile[]) {
    this.files = new Map(files.map((file) => [file.path, file]));
  }

  /** Compiles the entry and every module it imports, transitively; true when one of them imports the SDK. */
  compile(entry: string, language: string | null): boolean {
    const paths = new Set(this.files.keys());
    const pending = [entry];
    let needsSdk = false;
    while (pending.length > 0) {
      const path = pending.pop() ?? entry;
      const file = this.files.get(path);
      if (this.compiled.has(path) || file === undefined || path.endsWith('.json')) continue;
      const module = compileModule(file, path === entry ? language : null, paths);
      this.compiled.set(path, module);
      for (const resolved of module.imports.values()) {
        // The workbench's module (the devchain's client) is built on the SDK.
        if (resolved.kind === 'sdk' || resolved.kind === 'workbench') needsSdk = true;
        if (resolved.kind === 'file') pending.push(resolved.path);
      }
    }
    return needsSdk;
  }

  /** Runs the compiled entry (after `compile`), awaiting its top-level `await`s. */
  async run(entry: string, sdk: unknown, workbench: unknown = null): Promise<void> {
    this.workbench = workbench;
    await this.evaluate(entry, sdk);
  }

  /** What `import … from 'workbench'` gives: `{ devchain }` (`workerDevchain.ts`). */
  private workbench: unknown = null;

  private async evaluate(path: string, sdk: unknown): Promise<Record<string, unknown>> {
    const done = this.exports.get(path);
    if (done !== undefined) return done;
    const exports: Record<string, unknown> = {};
    this.exports.set(path, exports);
    const file = this.files.get(path);
    if (path.endsWith('.json') && file !== undefined) return this.json(file, exports);
    const module = this.compiled.get(path);
    if (module === undefined) throw new RunFailure(`${path} was not compiled`, path, null);
    const required = new Map<string, unknown>();
    for (const [specifier, resolved] of module.imports) {
      const value = resolved.kind === 'sdk' ? sdk : resolved.kind === 'workbench' ? this.workbench : undefined;
      required.set(specifier, resolved.kind === 'file' ? await this.evaluate(resolved.path, sdk) : value);
    }
    const require = (specifier: string): unknown => required.get(specifier);
    // Only the names sucrase's output uses, so the person's code may declare `module` (or any other name) itself.
    const body = new AsyncFunction('require', 'exports', `${module.code}\n//# sourceURL=${MODULE_URL_PREFIX}${path}`);
    await body(require, exports);
    return exports;
  }

  private json(file: WorkspaceFile, exports: Record<string, unknown>): Record<string, unknown> {
    try {
      return Object.assign(exports, { default: JSON.parse(file.content) as unknown, __esModule: true });
    } catch (error) {
      throw new RunFailure(`SyntaxError: ${file.path} is not valid JSON: ${String((error as Error).message)}`, file.path, null);
    }
  }
}

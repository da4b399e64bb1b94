/** A file system error of the kind isomorphic-git checks (`code`). */
class FileSystemError extends Error {
  constructor(
    readonly code: 'ENOENT' | 'EEXIST' | 'ENOTDIR' | 'ENOTEMPTY' | 'EISDIR',
    path: string,
  ) {
    super(`${code}: ${path}`);
  }
}

interface Stat {
  readonly type: 'file' | 'dir';
  readonly mode: number;
  readonly size: number;
  readonly ino: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly uid: number;
  readonly gid: number;
  readonly dev: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

const normalize = (path: string): string => {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  return `/${parts.join('/')}`;
};
const parentOf = (path: string): string => normalize(path.slice(0, path.lastIndexOf('/')));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The stored form of a file system: its files' bytes and its folders, by absolute path. */
export interface FileSystemImage {
  readonly files: readonly (readonly [string, Uint8Array])[];
  readonly folders: readonly string[];
}

/**
 * A small in-memory file system with the promise API isomorphic-git calls (`fs.promises`): files and folders by
 * absolute path, no links. Times are fixed (0), so isomorphic-git compares file contents, never dates.
 */
export class MemoryGitFileSystem {
  private readonly files = new Map<string, Uint8Array>();
  private readonly folders = new Set<string>(['/']);
  readonly promises = {
    readFile: async (path: string, options?: { encoding?: string } | string) => {
      const bytes = this.files.get(normalize(path));
      if (bytes === undefined) throw new FileSystemError('ENOENT', path);
      const encoding = typeof options === 'string' ? options : options?.encoding;
      return encoding === 'utf8' ? decoder.decode(bytes) : bytes;
    },
    writeFile: async (path: string, data: Uint8Array | string) => {
      const at = normalize(path);
      if (!this.folders.has(parentOf(at))) throw new FileSystemError('ENOENT', path);
      if (this.folders.has(at)) throw new FileSystemError('EISDIR', path);
      this.files.set(at, typeof data === 'string' ? encoder.encode(data) : new Uint8Array(data));
    },
    unlink: async (path: string) => {
      if (!this.files.delete(normalize(path))) throw new FileSystemError('ENOENT', path);
    },
    readdir: async (path: string) => {
      const at = normalize(path);
      if (!this.folders.has(at)) throw new FileSystemError(this.files.has(at) ? 'ENOTDIR' : 'ENOENT', path);
      return this.children(at);
    },
    mkdir: async (path: string) => {
      const at = normalize(path);
      if (this.folders.has(at) || this.files.has(at)) throw new FileSystemError('EEXIST', path);
      if (!this.folders.has(parentOf(at))) throw new FileSystemError('ENOENT', path);
      this.folders.add(at);
    },
    rmdir: async (path: string) => {
      const at = normalize(path);
      if (!this.folders.has(at)) throw new FileSystemError('ENOENT', path);
      if (this.children(at).length > 0) throw new FileSystemError('ENOTEMPTY', path);
      this.folders.delete(at);
    },
    stat: async (path: string) => this.stat(path),
    lstat: async (path: string) => this.stat(path),
    readlink: async (path: string): Promise<never> => {
      throw new FileSystemError('ENOENT', path);
    },
    symlink: async (_target: string, path: string): Promise<never> => {
      throw new FileSystemError('EEXIST', path);
    },
    chmod: async () => undefined,
  };

  /** The files and folders under `root`, to store. */
  image(root: string): FileSystemImage {
    const prefix = normalize(root);
    const under = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
    return { files: [...this.files].filter(([path]) => under(path)), folders: [...this.folders].filter(under) };
  }

  /** Takes back stored files and folders (with the folders above them). */
  restore(image: FileSystemImage): void {
    for (const folder of image.folders) this.addFolder(folder);
    for (const [path, bytes] of image.files) {
      this.addFolder(parentOf(path));
      this.files.set(normalize(path), bytes);
    }
  }

  /** Writes `text` at `path`, making the folders above it. */
  writeText(path: string, text: string): void {
    this.addFolder(parentOf(normalize(path)));
    this.files.set(normalize(path), encoder.encode(text));
  }

  /** Removes every file and folder outside `keep` (a top-level folder). */
  clearExcept(keep: string): void {
    const kept = normalize(keep);
    const outside = (path: string) => path !== '/' && path !== kept && !path.startsWith(`${kept}/`);
    for (const path of [...this.files.keys()]) if (outside(path)) this.files.delete(path);
    for (const path of [...this.folders]) if (outside(path)) this.folders.delete(path);
  }

  private addFolder(path: string): void {
    for (let at = normalize(path); !this.folders.has(at); at = parentOf(at)) this.folders.add(at);
  }

  private children(folder: string): string[] {
    const prefix = folder === '/' ? '/' : `${folder}/`;
    const names = new Set<string>();
    for (const path of [...this.files.keys(), ...this.folders]) {
      if (path !== folder && path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0] ?? '');
    }
    return [...names].sort();
  }

  private stat(path: string): Stat {
    const at = normalize(path);
    const bytes = this.files.get(at);
    const type = bytes !== undefined ? 'file' : this.folders.has(at) ? 'dir' : null;
    if (type === null) throw new FileSystemError('ENOENT', path);
    return {
      type,
      mode: type === 'file' ? 0o100644 : 0o40000,
      size: bytes?.length ?? 0,
      ino: 0,
      mtimeMs: 0,
      ctimeMs: 0,
      uid: 1,
      gid: 1,
      dev: 1,
      isFile: () => type === 'file',
      isDirectory: () => type === 'dir',
      isSymbolicLink: () => false,
    };
  }
}

import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Contract } from '../../domain/contracts/contract';
import type { CodeHostError } from '../../ports/codeHostError';
import { wireOfContracts } from '../http/contractsWire';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Brotli at quality 9 with a 16 MB window: 10,000 contracts in about half a second of one pool thread. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 } };
const GZIP_OPTIONS = { level: 9 };

const compressed = (run: (done: (error: Error | null, result: Buffer) => void) => void): Promise<Buffer | null> =>
  new Promise((resolve) => run((error, result) => resolve(error === null ? result : null)));

/**
 * One version of `GET /api/contracts`'s answer (`{success, fault, issueUrl, pullUrl, rows}`, `contractsWire.ts`): its
 * bytes and strong ETag, made once, and its gzip and brotli copies, each made once on libuv's thread pool (not on the
 * event loop) when the version is first asked for, gzip first: a burst of claims makes many versions nobody reads, and
 * none of them is compressed. An answer asked before a copy is ready waits for gzip, never compresses.
 */
export class ContractsRepresentation {
  readonly etag: string;
  readonly identity: Buffer;
  private brotli: Buffer | null = null;
  private gzipped: Buffer | null = null;
  private copies: { readonly gzipReady: Promise<Buffer | null>; readonly brotliReady: Promise<Buffer | null> } | null = null;

  constructor(
    readonly contracts: readonly Contract[],
    readonly fault: CodeHostError | null,
  ) {
    this.identity = Buffer.from(JSON.stringify({ success: true, fault, ...wireOfContracts(contracts) }));
    this.etag = `"${createHash('sha1').update(this.identity).digest('base64url')}"`;
  }

  /** The compressed copies, begun on the first call: gzip, then brotli. */
  private compressing(): { readonly gzipReady: Promise<Buffer | null>; readonly brotliReady: Promise<Buffer | null> } {
    if (this.copies === null) {
      const gzipReady = compressed((done) => gzip(this.identity, GZIP_OPTIONS, done)).then((bytes) => (this.gzipped = bytes));
      const brotliReady = gzipReady
        .then(() => compressed((done) => brotliCompress(this.identity, BROTLI_OPTIONS, done)))
        .then((bytes) => (this.brotli = bytes));
      this.copies = { gzipReady, brotliReady };
    }
    return this.copies;
  }

  /** The best copy `acceptEncoding` allows: brotli when ready, else gzip (waiting for it once), else the plain bytes. */
  async encoded(acceptEncoding: string | undefined): Promise<{ readonly coding: ContentCoding; readonly bytes: Buffer }> {
    const accepted = acceptedCodings(acceptEncoding);
    if (accepted.has('br') && this.brotli !== null) return { coding: 'br', bytes: this.brotli };
    const { gzipReady, brotliReady } = this.compressing();
    if (accepted.has('gzip')) {
      const bytes = this.gzipped ?? (await gzipReady);
      if (bytes !== null) return { coding: 'gzip', bytes };
    }
    if (accepted.has('br')) {
      const bytes = this.brotli ?? (await brotliReady);
      if (bytes !== null) return { coding: 'br', bytes };
    }
    return { coding: 'identity', bytes: this.identity };
  }

  /** Makes both compressed copies now, if not begun, and settles when they are made (tests, the benchmark). */
  async ready(): Promise<void> {
    await this.compressing().brotliReady;
  }
}

/** The codings an `Accept-Encoding` header accepts (those given `q=0` refused; `*` stands for gzip and br). */
export function acceptedCodings(header: string | undefined): ReadonlySet<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter));
    if (name === '' || refused) continue;
    if (name === '*') ['gzip', 'br'].forEach((coding) => accepted.add(coding));
    else accepted.add(name);
  }
  return accepted;
}

const sameFault = (a: CodeHostError | null, b: CodeHostError | null): boolean =>
  a === b || (a !== null && b !== null && a.code === b.code && a.message === b.message && a.rateLimitResetAt === b.rateLimitResetAt);

/** The current representation, made again only when the contracts (the same array while unchanged) or the fault changed. */
export class ContractsRepresentations {
  private latest: ContractsRepresentation | null = null;

  of(contracts: readonly Contract[], fault: CodeHostError | null): ContractsRepresentation {
    const latest = this.latest;
    if (latest !== null && latest.contracts === contracts && sameFault(latest.fault, fault)) return latest;
    this.latest = new ContractsRepresentation(contracts, fault);
    return this.latest;
  }
}

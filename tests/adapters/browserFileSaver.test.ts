import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver } from '../../src/adapters/browser/browserFileSaver.adapter';

/** The downloads started: each link's file name and the blob it pointed at. */
function stubDownloads() {
  const blobs = new Map<string, Blob>();
  const started: { name: string; blob: Blob }[] = [];
  vi.stubGlobal('URL', { createObjectURL: (blob: Blob) => (blobs.set(`blob:${blobs.size}`, blob), `blob:${blobs.size - 1}`), revokeObjectURL: () => undefined });
  vi.stubGlobal('document', {
    createElement: () => {
      const link = { href: '', download: '', click: () => started.push({ name: link.download, blob: blobs.get(link.href)! }) };
      return link;
    },
  });
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser’s downloads', () => {
  it('downloads one file as its text, and several as a zip with a name of its own for each', async () => {
    const started = stubDownloads();
    const saver = new BrowserFileSaver();
    await saver.saveText({ name: 'a.ts', content: 'é' });
    await saver.saveZip('twin.zip', [
      { name: 'a.ts', content: '1' },
      { name: 'a.ts', content: '2' },
    ]);
    const [text, zip] = started;
    const entries = unzipSync(new Uint8Array(await zip!.blob.arrayBuffer()));
    expect([text!.name, await text!.blob.text(), text!.blob.type, zip!.name]).toEqual(['a.ts', 'é', 'text/plain;charset=utf-8', 'twin.zip']);
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual({ 'a.ts': '1', 'a (2).ts': '2' });
  });
});

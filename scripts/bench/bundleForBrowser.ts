import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Bundles a benchmark's workload for a blank Chromium page, as one script. */
export async function bundleForBrowser(entry: URL): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote no bundle');
  return output.text;
}

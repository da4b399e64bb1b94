import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';

/** Zips `files` with fflate (loaded on the first download) and hands the zip to the browser as a download named `name`. */
export async function downloadZip(name: string, files: WorkspaceFiles): Promise<void> {
  const { strToU8, zipSync } = await import('fflate');
  const bytes = zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)])));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import type { ItemFile } from './itemFiles';

/**
 * The files as a zip holds them: names unique (a repeated name gets ` (2)`, ` (3)`… before its extension), since an
 * archive keeps one entry per name.
 */
export function archiveEntries(files: readonly ItemFile[]): readonly ItemFile[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const dot = file.name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [file.name.slice(0, dot), file.name.slice(dot)] : [file.name, ''];
    let name = file.name;
    for (let copy = 2; taken.has(name); copy += 1) name = `${stem} (${copy})${extension}`;
    taken.add(name);
    return { name, content: file.content };
  });
}

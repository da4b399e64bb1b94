import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_EXTENSIONS, languageForPath, PLAIN_TEXT } from '../../../src/domain/editor/languageForPath';
import { languageLabel } from '../../../src/ui/pages/home/editor/languageLabels.texts';

describe('languageForPath', () => {
  it('maps each extension the spec names to a Monaco language id', () => {
    const paths = ['a.js', 'a.jsx', 'a.ts', 'a.tsx', 'a.json', 'a.md', 'a.html', 'a.css', 'a.scss', 'a.py', 'a.go', 'a.rs', 'a.sol', 'a.yaml', 'a.yml', 'a.toml', 'a.xml', 'a.sh'];
    expect(paths.map(languageForPath)).toEqual([
      'javascript', 'javascript', 'typescript', 'typescript', 'json', 'markdown', 'html', 'css', 'scss', 'python', 'go',
      'rust', 'sol', 'yaml', 'yaml', 'ini', 'xml', 'shell',
    ]);
    expect(KNOWN_EXTENSIONS).toHaveLength(paths.length);
  });

  it('gives plain text for anything else, ignoring case and folders', () => {
    expect(['Makefile', '.env', 'src.js/readme', 'a.txt', 'a.constructor', 'a.', 'A.JS', 'src/components/App.TSX'].map(languageForPath)).toEqual([
      PLAIN_TEXT, PLAIN_TEXT, PLAIN_TEXT, PLAIN_TEXT, PLAIN_TEXT, PLAIN_TEXT, 'javascript', 'typescript',
    ]);
  });

  it('is total: any path gives a language with a label', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const language = languageForPath(path);
        return typeof language === 'string' && language !== '' && languageLabel(language) !== '';
      }),
    );
    expect([languageLabel('javascript'), languageLabel('sol'), languageLabel('unknown')]).toEqual(['JavaScript', 'Solidity', 'unknown']);
  });
});

import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { staticShellPlugin } from '../../scripts/build/staticShellPlugin';
import { staticShellFrameHtml } from '../../src/ui/shell/staticShellFrame';

const transform = (html: string): string => {
  const hook = staticShellPlugin().transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
  return hook.handler(html, {} as IndexHtmlTransformContext);
};

describe('the build’s index.html', () => {
  const built =
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/rxjs-b.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head><body><div id="root"></div></body>';

  it('carries the shell’s static frame in #root and loads the entry’s scripts at low priority, its style sheet as it was', () => {
    expect(transform(built)).toBe(
      '<head><script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rxjs-b.js">\n' +
        `<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head><body><div id="root">${staticShellFrameHtml()}</div></body>`,
    );
  });

  it('fails the build when index.html has no empty #root to fill', () => {
    expect(() => transform('<body><div id="app"></div></body>')).toThrow(/#root|id="root"/);
  });
});

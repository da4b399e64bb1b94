import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staticShellFrameHtml } from '../../../src/ui/shell/staticShellFrame';
import { APP_NAME } from '../../../src/ui/shell/shell.texts';
import { renderApp } from '../../support/renderApp';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe("the shell's static frame (written into index.html, painted before any script runs)", () => {
  it('is the rendered shell’s banner and menu bar brand: the same classes and the same words', async () => {
    const frame = parse(staticShellFrameHtml());
    const { container } = renderApp('/token');
    await screen.findByRole('main');
    const pick = (root: Element) => ({
      banner: root.querySelector('.poc-bar')?.textContent,
      bannerLabel: root.querySelector('.poc-bar > strong')?.textContent,
      brand: root.querySelector('.menu-bar .menu-bar-logo .menu-bar-brand')?.textContent,
      mark: root.querySelector('.menu-bar .menu-bar-logo img.menu-bar-mark')?.getAttribute('src'),
      order: [...root.querySelectorAll('.poc-bar, .menu-bar')].map((element) => element.className),
    });
    expect(pick(frame)).toEqual(pick(container));
    expect(pick(frame).brand).toBe(APP_NAME);
  });

  it('is hidden from assistive technology and offers nothing to focus or follow', () => {
    const frame = parse(staticShellFrameHtml());
    expect(frame.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});

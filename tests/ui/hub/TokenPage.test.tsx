import { act, screen, within } from '@testing-library/react';
import type { TokenFactSheet } from '../../../src/domain/hub/tokenEconomics';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { renderApp } from '../../support/renderApp';
import { TEST_CONFIG } from '../../support/testContainer';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the token page', { timeout: 15_000 }, () => {
  it('shows pricing, fees, earning steps and token statistics of the spec', async () => {
    await openPage('/token', PAGE_TITLES.token);
    const pricing = region('Pricing').getAllByRole('heading', { level: 3 }).map((tier) => `${tier.textContent} ${tier.nextElementSibling?.textContent}`);
    const fees = region('Platform fees')
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...(row as HTMLTableRowElement).cells].slice(0, 2).map((cell) => cell.textContent).join(' '));
    expect({
      pricing,
      fees,
      feeNote: region('Platform fees').getByText(/rounded up/).textContent,
      earn: region('How to earn tokens').getAllByRole('heading', { level: 3 }).map((step) => step.textContent),
      statistics: region('Token statistics').getAllByRole('definition').map((value) => value.textContent),
    }).toEqual({
      pricing: ['Free $0/month', 'Pro $29/month', 'Enterprise $299/month'],
      fees: ['Code sales 2.5%', 'App marketplace 1.5%', 'Premium tools 3%'],
      feeNote: 'Fees are rounded up to a whole satoshi, and every purchase pays at least 1 satoshi in fees.',
      earn: ['Fork and build', 'Submit a PR', 'Get merged', 'Receive tokens'],
      statistics: ['1,000,000,000 BCODE', '0', '1', 'BSV'],
    });
  });

  it('shows the figures TokenFacts gives, formatted', async () => {
    const tokenFacts = new MemoryCatalog<TokenFactSheet>({
      pricingTiers: [{ name: 'Team', priceUsdPerMonth: 1250, summary: 'For teams.', features: ['Seats'] }],
      platformFees: [{ name: 'Audits', percent: 0.75, appliesTo: 'Contract audits' }],
      statistics: { totalSupply: 21_000_000, distributed: 1_234_567, contributors: 12, network: 'BSV' },
    });
    await openPage('/token', PAGE_TITLES.token, { tokenFacts });
    expect({
      pricing: region('Pricing').getByRole('heading', { level: 3 }).nextElementSibling?.textContent,
      fee: region('Platform fees').getByRole('cell', { name: /%$/ }).textContent,
      statistics: region('Token statistics').getAllByRole('definition').map((value) => value.textContent),
    }).toEqual({ pricing: '$1,250/month', fee: '0.75%', statistics: ['21,000,000 BCODE', '1,234,567', '12', 'BSV'] });
  });

  it('shows the licences, the token model and the legal notice', async () => {
    await openPage('/token', PAGE_TITLES.token);
    expect(region('Open-source philosophy').getAllByRole('heading').map((heading) => heading.textContent)).toEqual(
      ['Open-source philosophy', 'MIT Licence', 'Open BSV Licence'],
    );
    expect(region('Token model').getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(region('Legal notice').getByText(/not an investment/)).toBeDefined();
  });

  it('links the configured GitHub repository and the developer docs', async () => {
    await openPage('/token', PAGE_TITLES.token);
    const github = screen.getByRole('link', { name: /View on GitHub/ });
    expect({
      github: [github.getAttribute('href'), github.getAttribute('target'), github.getAttribute('rel')],
      docs: screen.getByRole('link', { name: 'Read Developer Docs' }).getAttribute('href'),
    }).toEqual({ github: [TEST_CONFIG.github.webUrl, '_blank', 'noopener noreferrer'], docs: '/developers' });
  });

  it('follows the devSidebarCollapsed flag when another tab changes it', async () => {
    const persistent = new MemoryKeyValueStore();
    renderApp('/token', { persistent });
    const page = (await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.token }, { timeout: 5000 })).closest('section');
    const seen = [page?.getAttribute('data-hub-sidebar')];
    act(() => persistent.writeFromElsewhere('devSidebarCollapsed', 'false'));
    seen.push(page?.getAttribute('data-hub-sidebar'), screen.getByRole('button', { name: 'Developer Hub' }).getAttribute('aria-expanded'));
    act(() => persistent.writeFromElsewhere('devSidebarCollapsed', 'true'));
    seen.push(page?.getAttribute('data-hub-sidebar'));
    expect(seen).toEqual(['collapsed', 'open', 'true', 'collapsed']);
  });
});

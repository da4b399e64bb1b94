import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { apiReferenceOf } from '../../../src/adapters/http/httpApiReference.adapter';
import { API_ENDPOINTS, API_INFO } from '../../../src/adapters/server/apiEndpoints';
import { API_SECURITY } from '../../../src/adapters/server/endpoints/apiSecurity';
import { openApiDocument } from '../../../src/adapters/wire/openApiDocument';
import { OpenApiDocumentSchema } from '../../../src/adapters/wire/openApiDocument.schema';
import type { ApiReference } from '../../../src/domain/app/apiReference';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { guardConsole } from '../hub/guardConsole';
import { openPage } from '../hub/openPage';
import * as v from 'valibot';

guardConsole();

/** The reference the server's document gives: generated from the registry, read as the browser's adapter reads it. */
const serverReference = (): ApiReference => apiReferenceOf(v.parse(OpenApiDocumentSchema, JSON.parse(JSON.stringify(openApiDocument(API_INFO, API_ENDPOINTS)))));

describe('API reference', { timeout: 15_000 }, () => {
  it('shows the session cookie and the personal token scheme, and the scope each signed-in operation needs', async () => {
    const document = openApiDocument(API_INFO, API_ENDPOINTS, API_SECURITY);
    await openPage('/api', PAGE_TITLES.api, { apiReference: new MemoryCatalog(apiReferenceOf(v.parse(OpenApiDocumentSchema, JSON.parse(JSON.stringify(document))))) });
    const authentication = screen.getByRole('region', { name: 'Authentication' });
    expect({
      schemes: within(authentication).getAllByRole('term').map((term) => term.textContent),
      tokens: within(authentication).getByRole('link', { name: 'Manage your personal API tokens' }).getAttribute('href'),
      claim: within(screen.getByRole('article', { name: 'POST /api/claims' })).getByText(/^Authentication:/).textContent,
      tokenList: within(screen.getByRole('article', { name: 'GET /api/tokens' })).getByText(/^Authentication:/).textContent,
    }).toEqual({
      schemes: ['session apiKey in cookie workbench_session', 'token http bearer'],
      tokens: '/settings/tokens',
      claim: 'Authentication: session, or token with scope claim',
      tokenList: 'Authentication: session',
    });
  });

  it('shows one card per operation of the server’s document, with its request, answers and refusal codes', async () => {
    await openPage('/api', PAGE_TITLES.api, { apiReference: new MemoryCatalog(serverReference()) });
    const cards = screen.getAllByRole('article');
    const brief = screen.getByRole('article', { name: 'POST /api/briefs' });
    expect({
      operations: cards.length,
      first: within(cards[0]!).getByRole('heading', { level: 2 }).textContent,
      briefMembers: within(brief).getAllByRole('code').map((code) => code.textContent),
      version: screen.getByText(`Version ${API_INFO.version}`).tagName,
      document: screen.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href'),
    }).toEqual({
      operations: API_ENDPOINTS.length,
      first: 'POST /api/session',
      briefMembers: expect.arrayContaining(['/api/briefs', 'offerId', 'brief', 'not-an-offer-id', 'offer-not-found', 'invalid-fields']) as unknown,
      version: 'P',
      document: '/api/openapi.json',
    });
    expect(within(brief).getByText(/matches \^\[1-9\]/).textContent).toBe('string · matches ^[1-9]\\d{0,15}$');
  });

  it('lists an operation’s query and path parameters: where each goes, its type and limits, whether required, what it is', async () => {
    await openPage('/api', PAGE_TITLES.api, { apiReference: new MemoryCatalog(serverReference()) });
    const offers = screen.getByRole('article', { name: 'GET /api/offers' });
    const history = screen.getByRole('article', { name: 'GET /api/contracts/{issueNumber}/history' });
    const items = (card: HTMLElement) => within(within(card).getByRole('heading', { name: 'Parameters' }).nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect({
      offers: items(offers).map((item) => [within(item).getByRole('code').textContent, item.querySelector('.api-schema-type')?.textContent, item.querySelector('.api-required')?.textContent]),
      cursorSays: within(items(offers)[1]!).getByText(/page before/).tagName,
      history: items(history).map((item) => item.textContent),
      none: within(screen.getByRole('article', { name: 'GET /api/briefs/count' })).queryByRole('heading', { name: 'Parameters' }),
    }).toEqual({
      offers: [
        ['limit', 'in query · string · ≥ 1 · ≤ 100 · rule out-of-range', 'optional'],
        ['cursor', 'in query · string · matches ^[A-Za-z0-9_-]{1,64}$', 'optional'],
      ],
      cursorSays: 'P',
      history: ['issueNumber in path · string required'],
      none: null,
    });
  });

  it('folds each answer’s schema, its members shown once opened', async () => {
    await openPage('/api', PAGE_TITLES.api, { apiReference: new MemoryCatalog(serverReference()) });
    const count = screen.getByRole('article', { name: 'GET /api/briefs/count' });
    const before = within(count).queryByText('count');
    await userEvent.click(within(count).getByText('Body schema'));
    expect({ before, after: within(count).getByText('count').tagName }).toEqual({ before: null, after: 'CODE' });
  });

  it('says when the document could not be read, and reads it again on retry', async () => {
    const reference = new MemoryCatalog(serverReference());
    reference.fail({ code: 'unavailable' });
    await openPage('/api', PAGE_TITLES.api, { apiReference: reference });
    const alert = screen.getByRole('alert');
    reference.replace(serverReference());
    await userEvent.click(within(alert).getByRole('button'));
    expect({ cards: (await screen.findAllByRole('article')).length, requests: reference.requests }).toEqual({ cards: API_ENDPOINTS.length, requests: 2 });
  });
});

import type { TokenFactSheet } from '../../domain/hub/tokenEconomics';
import type { CatalogError } from '../../ports/catalogError';
import type { TokenFacts } from '../../ports/tokenFacts.port';
import { LoadStore } from '../shared/loadStore';

/** The token page's pricing tiers, platform fees and statistics, read from TokenFacts. */
export class TokenFactsStore extends LoadStore<TokenFactSheet, CatalogError> {
  constructor(facts: TokenFacts) {
    super(() => facts.factSheet());
  }
}

import type { Observable } from 'rxjs';
import type { TokenFactSheet } from '../../domain/hub/tokenEconomics';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TokenFacts } from '../../ports/tokenFacts.port';
import { MemorySource } from './memorySource';

/** TokenFacts for tests: answers what the test gave (see `MemorySource`). */
export class MemoryTokenFacts extends MemorySource<TokenFactSheet> implements TokenFacts {
  factSheet(): Observable<Result<TokenFactSheet, CatalogError>> {
    return this.answer();
  }
}

import { of, type Observable } from 'rxjs';
import type { TokenFactSheet } from '../../domain/hub/tokenEconomics';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TokenFacts } from '../../ports/tokenFacts.port';
import { SAMPLE_TOKEN_FACTS } from './sampleTokenFacts';

/** TokenFacts of the embedded default: the sample data, answered at once; it never fails. */
export class SampleTokenFacts implements TokenFacts {
  factSheet(): Observable<Result<TokenFactSheet, CatalogError>> {
    return of(ok(SAMPLE_TOKEN_FACTS));
  }
}

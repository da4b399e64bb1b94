/**
 * Why a read-only source of the hub (templates, guides, developers, contributors, token figures, platform stats)
 * could not be read: `unavailable` when it could not be reached or answered with a failure, `malformed-response`
 * when it answered something that is not the data asked for.
 */
export interface CatalogError {
  readonly code: 'unavailable' | 'malformed-response';
}

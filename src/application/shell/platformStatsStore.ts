import type { PlatformFigures } from '../../domain/shell/platformFigures';
import type { CatalogError } from '../../ports/catalogError';
import type { PlatformStats } from '../../ports/platformStats.port';
import { LoadStore } from '../shared/loadStore';

/** The platform figures of the Developer Hub sidebar, read from PlatformStats. */
export class PlatformStatsStore extends LoadStore<PlatformFigures, CatalogError> {
  constructor(stats: PlatformStats) {
    super(() => stats.figures());
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { SessionIds } from '../../ports/sessionIds.port';

/** Session ids from Node's CSPRNG, stored as their SHA-256 (hex). */
export const nodeSessionIds: SessionIds = {
  newId: () => randomBytes(32).toString('base64url'),
  hash: (id) => createHash('sha256').update(id).digest('hex'),
};

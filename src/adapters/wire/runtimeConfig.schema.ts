import * as v from 'valibot';

/**
 * `GET /api/config`: the runtime configuration the browser runs with (`RuntimeConfig`), for the OpenAPI document.
 * The page reads the copy embedded in its HTML with `parseRuntimeConfig`, which names the first wrong field and stays
 * off this schema so the entry chunk does not carry it.
 */
export const RuntimeConfigSchema = v.object({
  mode: v.picklist(['embedded', 'live']),
  editorEnabled: v.boolean(),
  github: v.object({ apiUrl: v.string(), repo: v.string(), webUrl: v.string(), gateway: v.boolean(), maxPages: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  handcash: v.object({ appId: v.nullable(v.string()), connectUrl: v.string(), authorizeUrl: v.string(), sandbox: v.boolean() }),
  payments: v.optional(v.object({ maintainers: v.array(v.string()), bsvPerBapp: v.nullable(v.number()), explorerTxUrl: v.string() })),
});

import { err, ok, type Result } from '../../domain/shared/result';
import { isValidRepositoryName } from '../../domain/shared/repositoryName';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { parsePaymentsConfig } from './parsePaymentsConfig';

/** Why a configuration was refused. */
export interface RuntimeConfigError {
  readonly code: 'malformed-config';
  readonly field: string;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Validates an untrusted value as a runtime configuration; names the first field that is wrong. */
export function parseRuntimeConfig(value: unknown): Result<RuntimeConfig, RuntimeConfigError> {
  const fail = (field: string) => err<RuntimeConfigError>({ code: 'malformed-config', field });
  if (!isObject(value)) return fail('(root)');
  const { mode, editorEnabled, github, handcash } = value;
  if (mode !== 'embedded' && mode !== 'live') return fail('mode');
  if (typeof editorEnabled !== 'boolean') return fail('editorEnabled');
  if (!isObject(github)) return fail('github');
  if (!isText(github.apiUrl)) return fail('github.apiUrl');
  if (!isText(github.repo) || !isValidRepositoryName(github.repo)) return fail('github.repo');
  if (!isText(github.webUrl)) return fail('github.webUrl');
  if (typeof github.gateway !== 'boolean') return fail('github.gateway');
  const { maxPages } = github;
  if (typeof maxPages !== 'number' || !Number.isInteger(maxPages) || maxPages < 1) return fail('github.maxPages');
  if (!isObject(handcash)) return fail('handcash');
  if (handcash.appId !== null && !isText(handcash.appId)) return fail('handcash.appId');
  if (!isText(handcash.connectUrl)) return fail('handcash.connectUrl');
  if (!isText(handcash.authorizeUrl)) return fail('handcash.authorizeUrl');
  if (typeof handcash.sandbox !== 'boolean') return fail('handcash.sandbox');
  const payments = value['payments'] === undefined ? undefined : isObject(value['payments']) ? parsePaymentsConfig(value['payments']) : 'payments';
  if (typeof payments === 'string') return fail(payments);
  return ok({
    mode,
    editorEnabled,
    github: { apiUrl: github.apiUrl, repo: github.repo, webUrl: github.webUrl, gateway: github.gateway, maxPages },
    handcash: {
      appId: handcash.appId,
      connectUrl: handcash.connectUrl,
      authorizeUrl: handcash.authorizeUrl,
      sandbox: handcash.sandbox,
    },
    ...(payments === undefined ? {} : { payments }),
  });
}

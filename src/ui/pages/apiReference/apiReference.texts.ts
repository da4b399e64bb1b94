/** The words of the API reference page (`/api`). */
export const API_REFERENCE_LEAD =
  'The endpoints of the workbench’s server, generated from the same schemas the server checks requests with and the app reads answers with.';
/** What is loading or failed to load on this page. */
export const API_REFERENCE_LOADING_WHAT = 'API reference';
export const API_DOCUMENT_LINK = 'OpenAPI document (JSON)';
export const PARAMETERS_TITLE = 'Parameters';
/** Where a parameter goes: `in query`, `in path`. */
export const parameterPlace = (place: string): string => `in ${place}`;
export const REQUEST_TITLE = 'Request body';
export const ANSWERS_TITLE = 'Answers';
export const PROBLEMS_TITLE = 'Refusals (problem codes)';
export const NO_BODY = 'No body';
/** The fold of an answer's schema. */
export const ANSWER_SCHEMA_SUMMARY = 'Body schema';
export const REQUIRED_LABEL = 'required';
export const OPTIONAL_LABEL = 'optional';

/** How the version line reads: `Version 0.1.0`. */
export const versionLabel = (version: string): string => `Version ${version}`;

/** How a schema's type reads, from its JSON Schema keywords. */
export const SCHEMA_WORDS = {
  anything: 'any value',
  object: 'object',
  listOf: (item: string) => `list of ${item}`,
  mapOf: (value: string) => `map of ${value}`,
  oneOf: (choices: readonly unknown[]) => `one of ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`,
  exactly: (value: unknown) => `exactly ${JSON.stringify(value)}`,
  orNull: (type: string) => `${type} or null`,
  minLength: (n: number) => `at least ${n} characters`,
  maxLength: (n: number) => `at most ${n} characters`,
  minItems: (n: number) => `at least ${n} items`,
  maxItems: (n: number) => `at most ${n} items`,
  minimum: (n: number) => `≥ ${n}`,
  exclusiveMinimum: (n: number) => `> ${n}`,
  maximum: (n: number) => `≤ ${n}`,
  pattern: (pattern: string) => `matches ${pattern}`,
  rule: (code: string) => `rule ${code}`,
} as const;

export const AUTHENTICATION_TITLE = 'Authentication';
export const AUTHENTICATION_LEAD =
  'Signed-in endpoints take the session cookie the app sets, or a personal API token made on the Personal API tokens page, sent as `Authorization: Bearer <token>`.';
export const MANAGE_TOKENS_LINK = 'Manage your personal API tokens';
/** How an operation's ways in read: `session cookie, or token with scope claim`. */
export const securityLine = (security: readonly { readonly scheme: string; readonly scopes: readonly string[] }[]): string =>
  `Authentication: ${security.map(({ scheme, scopes }) => (scopes.length === 0 ? scheme : `${scheme} with scope ${scopes.join(', ')}`)).join(', or ')}`;

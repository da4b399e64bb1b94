/** A JSON Schema as the API's document gives it: plain data, read by the reference page as it is. */
export type SchemaShape = { readonly [keyword: string]: unknown };

/** One answer of an operation: its status, media type and body's schema (null: no body). */
export interface ApiReferenceAnswer {
  readonly status: string;
  readonly description: string;
  readonly mediaType: string | null;
  readonly schema: SchemaShape | null;
}

/** One refusal status of an operation and the problem codes it answers with. */
export interface ApiReferenceProblem {
  readonly status: string;
  readonly codes: readonly string[];
}

/** One parameter of an operation: in its path or its query, its schema, whether it must be given, what it is. */
export interface ApiReferenceParameter {
  readonly name: string;
  /** `path` or `query`. */
  readonly place: string;
  readonly required: boolean;
  readonly description: string | null;
  readonly schema: SchemaShape;
}

/** One operation of the API: a method on a path, what it takes and what it answers. */
export interface ApiReferenceOperation {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly ApiReferenceParameter[];
  readonly request: SchemaShape | null;
  readonly answers: readonly ApiReferenceAnswer[];
  readonly problems: readonly ApiReferenceProblem[];
  /** The ways to authenticate it (any one will do): a scheme's name and the scopes it needs. Absent or empty: none stated. */
  readonly security?: readonly { readonly scheme: string; readonly scopes: readonly string[] }[];
}

/** One way to authenticate to the API (the session cookie, a bearer token), as the document describes it. */
export interface ApiReferenceScheme {
  readonly name: string;
  /** `apiKey in cookie`, `http bearer`. */
  readonly kind: string;
  readonly description: string;
}

/** The API reference: the app server's OpenAPI document, as the `/api` page shows it. */
export interface ApiReference {
  readonly title: string;
  readonly version: string;
  readonly operations: readonly ApiReferenceOperation[];
  /** The document's security schemes; absent: none. */
  readonly schemes?: readonly ApiReferenceScheme[];
}

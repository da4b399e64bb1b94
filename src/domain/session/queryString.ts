const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * The parameters of a query string (`a=1&b=2`, leading '?' optional), '+' read as a space. The first
 * occurrence of a name wins; a pair that is not valid percent-encoding is skipped. Never throws.
 */
export const parseQueryString = (query: string): ReadonlyMap<string, string> => {
  const parameters = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = decode(separator < 0 ? '' : pair.slice(separator + 1));
    if (name !== null && value !== null && !parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
};

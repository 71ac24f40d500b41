import type { ApiEndpoint } from '../../generated/page';

/** The badge colour of an HTTP method: GET green, POST blue, PUT yellow, any other method red. */
export function methodColor(method: ApiEndpoint['method'] | string): 'fern' | 'ocean' | 'gold' | 'coral' {
  switch (method.toUpperCase()) {
    case 'GET':
      return 'fern';
    case 'POST':
      return 'ocean';
    case 'PUT':
      return 'gold';
    default:
      return 'coral';
  }
}

/** Whether text matches a search: every word of the query must appear in it, ignoring case. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Whether an endpoint matches a search: every word must appear in its method, path or description, ignoring case. */
export function matchesEndpoint(endpoint: ApiEndpoint, query: string): boolean {
  return matchesWords(`${endpoint.method} ${endpoint.endpoint} ${endpoint.description}`, query);
}

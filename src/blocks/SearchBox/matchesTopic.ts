import type { SearchTopic } from '../../generated/page';

/** Whether a topic matches a search: every word must appear in its title, description or keywords, ignoring case. */
export function matchesTopic(topic: SearchTopic, query: string): boolean {
  const haystack = [topic.title, topic.description, ...(topic.keywords ?? [])].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

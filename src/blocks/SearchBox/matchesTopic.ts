import type { SearchTopic } from '../../generated/page';

/** Whether text matches a search: every word of the query must appear in it, ignoring case. */
export function matchesSearchText(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The words a topic is found by: its title, description and keywords. */
export function topicSearchText(topic: Pick<SearchTopic, 'title' | 'description' | 'keywords'>): string {
  return [topic.title, topic.description, ...(topic.keywords ?? [])].join(' ');
}

/** Whether a topic matches a search: every word must appear in its title, description or keywords, ignoring case. */
export function matchesTopic(topic: SearchTopic, query: string): boolean {
  return matchesSearchText(topicSearchText(topic), query);
}

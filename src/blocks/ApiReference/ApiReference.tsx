import { Badge, Paper, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiReferenceBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { matchesEndpoint, methodColor } from './methodColor';
import { countText } from '../CategoryGrid/countText';
import classes from './ApiReference.module.css';

export function ApiReference({
  id,
  heading,
  intro,
  searchLabel,
  searchPlaceholder,
  noMatchMessage,
  countTemplate,
  countTemplateOne,
  authLabel,
  endpoints,
}: ApiReferenceBlock) {
  const [query, setQuery] = useState('');
  const shown = endpoints.filter((endpoint) => matchesEndpoint(endpoint, query));

  return (
    <Section id={id} heading={heading} intro={intro}>
      <TextInput
        type="search"
        size="md"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={18} stroke={1.75} aria-hidden="true" />}
        className={classes.search}
        autoComplete="off"
      />
      <VisuallyHidden role="status">
        {query ? countText(shown.length, countTemplate, countTemplateOne) : ''}
      </VisuallyHidden>
      <Paper withBorder radius="lg" mt="lg" className={classes.panel}>
        {shown.length ? (
          <ul className={classes.list}>
            {shown.map((endpoint) => (
              <li key={`${endpoint.method} ${endpoint.endpoint}`} className={classes.endpoint}>
                <Badge
                  variant="light"
                  color={methodColor(endpoint.method)}
                  radius="sm"
                  size="lg"
                  className={classes.method}
                >
                  {endpoint.method}
                </Badge>
                <code className={classes.path}>{endpoint.endpoint}</code>
                <Text size="sm" c="gray.8" className={classes.description}>
                  {endpoint.description}
                </Text>
                <Text size="sm" c="gray.8" className={classes.auth}>
                  <IconLock size={15} stroke={1.75} aria-hidden="true" />
                  <span className={classes.authLabel}>{authLabel}</span>
                  <strong>{endpoint.auth}</strong>
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text c="gray.8" p="lg" className={classes.empty}>
            {noMatchMessage}
          </Text>
        )}
      </Paper>
    </Section>
  );
}

import { Box, Code, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import type { ApiReferenceBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { BreakAfterSlashes } from '../../ui/BreakAfterSlashes';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { TextField } from '../../ui/TextField';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { methodColor } from './methodColor';
import classes from './ApiReference.module.css';
import endpointSearch from './EndpointSearch.island';

/**
 * The API's endpoints with a search field. Every endpoint is in the page's HTML; a DOM island filters them as the
 * visitor types (method, path and description) and says how many show. Without JavaScript every endpoint shows.
 */
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
  const inputId = useId();
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island of={endpointSearch} when="visible" props={{ countTemplate, countTemplateOne }}>
        <TextField
          id={inputId}
          type="search"
          icon="search"
          label={searchLabel}
          placeholder={searchPlaceholder}
          autoComplete="off"
          className={classes.search}
        />
        <VisuallyHidden role="status" />
        <Paper withBorder className={classes.panel}>
          <Box component="ul" className={classes.list}>
            {endpoints.map((endpoint) => (
              <li key={`${endpoint.method} ${endpoint.endpoint}`} className={classes.endpoint}>
                <Badge tone={methodColor(endpoint.method)} className={classes.method}>
                  {endpoint.method}
                </Badge>
                <Code className={classes.path}>
                  <BreakAfterSlashes text={endpoint.endpoint} />
                </Code>
                <Text className={classes.description}>{endpoint.description}</Text>
                <Text className={classes.auth}>
                  <Icon name="lock" size={15} />
                  <span className={classes.authLabel}>{authLabel}</span>
                  <strong>{endpoint.auth}</strong>
                </Text>
              </li>
            ))}
          </Box>
          <Text className={classes.empty} hidden data-no-results="">
            {noMatchMessage}
          </Text>
        </Paper>
      </Island>
    </Section>
  );
}

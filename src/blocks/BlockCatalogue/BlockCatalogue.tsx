import { Code, Container, Text, Title } from '@mantine/core';
import catalogue from 'virtual:fernwise/catalogue';
import { useSite } from '../../ui/SiteContext';
import type { Block, BlockCatalogueBlock } from '../../generated/page';
import { useBlockRenderer } from '../../ui/BlockRenderer';
import classes from './BlockCatalogue.module.css';

/** Renders each block's example under its type name and schema description. */
export function BlockCatalogue({ id, typeLabel, contentsLabel }: BlockCatalogueBlock) {
  const { maxWidth } = useSite();
  const renderBlocks = useBlockRenderer();
  const entries = catalogue.filter((entry) => entry.type !== 'block-catalogue');
  return (
    <div id={id}>
      {contentsLabel ? (
        <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }} component="nav" aria-label={contentsLabel}>
          <Title order={2} size="h3">
            {contentsLabel}
          </Title>
          <ul className={classes.contents}>
            {entries.map((entry) => (
              <li key={entry.type}>
                <a href={`#block-${entry.type}`}>{entry.type}</a>
              </li>
            ))}
          </ul>
        </Container>
      ) : null}
      {entries.map((entry) => (
        <article key={entry.type} id={`block-${entry.type}`} className={classes.entry}>
          <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }}>
            <Text size="sm" c="gray.7">
              {typeLabel} <Code>{entry.type}</Code>
            </Text>
            <Text mt={4} c="gray.8" maw={760}>
              {entry.description}
            </Text>
          </Container>
          {renderBlocks([entry.example as Block])}
        </article>
      ))}
    </div>
  );
}

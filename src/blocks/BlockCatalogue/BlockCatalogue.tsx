import { Anchor, Box, Code, Group, Text, Title } from '@mantine/core';
import catalogue from 'virtual:fernwise/catalogue';
import type { Block, BlockCatalogueBlock } from '../../generated/page';
import { useBlockRenderer } from '../../ui/BlockRenderer';
import { Container } from '../../ui/Container';
import classes from './BlockCatalogue.module.css';

/** Renders each block's example under its type name and schema description. */
export function BlockCatalogue({ id, typeLabel, contentsLabel }: BlockCatalogueBlock) {
  const renderBlocks = useBlockRenderer();
  const entries = catalogue.filter((entry) => entry.type !== 'block-catalogue');
  return (
    <div id={id}>
      {contentsLabel ? (
        <Container as="nav" aria-label={contentsLabel}>
          <Title order={2} size="h3">
            {contentsLabel}
          </Title>
          <Group component="ul" gap="xs" className={classes.contents}>
            {entries.map((entry) => (
              <li key={entry.type}>
                <Anchor href={`#block-${entry.type}`} size="sm" underline="always" className={classes.link}>
                  {entry.type}
                </Anchor>
              </li>
            ))}
          </Group>
        </Container>
      ) : null}
      {entries.map((entry) => (
        <Box component="article" key={entry.type} id={`block-${entry.type}`} className={classes.entry}>
          <Container>
            <Text size="sm" className={classes.type}>
              {typeLabel} <Code>{entry.type}</Code>
            </Text>
            <Text className={classes.description}>{entry.description}</Text>
          </Container>
          {renderBlocks([entry.example as Block])}
        </Box>
      ))}
    </div>
  );
}

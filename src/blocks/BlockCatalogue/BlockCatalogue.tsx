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
          <h2 className={classes.contentsTitle}>{contentsLabel}</h2>
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
          <Container>
            <p className={classes.type}>
              {typeLabel} <code className={classes.code}>{entry.type}</code>
            </p>
            <p className={classes.description}>{entry.description}</p>
          </Container>
          {renderBlocks([entry.example as Block])}
        </article>
      ))}
    </div>
  );
}

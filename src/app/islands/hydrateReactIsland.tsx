import { hydrateRoot } from 'react-dom/client';
import type { Site } from '../../generated/site';
import type { ReactIsland } from '../../ui/islands/reactIsland';
import { IslandRoot } from './IslandRoot';
import { replayUserEdits, takeUserEdits } from './userEdits';

/**
 * Hydrates a React island as its own root. Resolves once it has committed, with what the visitor typed before
 * then applied again; rejects if it fails, after putting the server HTML back as it was.
 */
export function hydrateReactIsland<Props>(
  element: HTMLElement,
  island: ReactIsland<Props>,
  props: Props,
  { identifierPrefix, islandName, labels }: { identifierPrefix: string; islandName: string; labels: Site['labels'] },
): Promise<void> {
  const serverHtml = [...element.childNodes].map((node) => node.cloneNode(true));
  const edits = takeUserEdits(element);
  const { Component } = island;
  return new Promise<void>((resolve, reject) => {
    const root = hydrateRoot(
      element,
      <IslandRoot labels={labels} onMounted={resolve}>
        <Component {...(props as Props & object)} />
      </IslandRoot>,
      {
        identifierPrefix,
        onRecoverableError(error) {
          console.error(`Fernwise: the ${islandName} island did not hydrate cleanly (its server HTML differs)`, error);
        },
        onUncaughtError(error) {
          // React has dropped the island's DOM; the server HTML is better than nothing.
          queueMicrotask(() => {
            root.unmount();
            element.replaceChildren(...serverHtml);
            reject(error);
          });
        },
      },
    );
  }).then(() => replayUserEdits(edits));
}

import type { DomIsland } from '../../core/domIsland';

/** On the not-found page, says on the console which address was asked for, as the spec's 404 page does. */
const notFoundLog: DomIsland<null> = {
  kind: 'dom',
  mount: () => {
    console.info(`No page at ${window.location.pathname}; showing the not-found page.`);
  },
};

export default notFoundLog;

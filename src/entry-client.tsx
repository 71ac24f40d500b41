import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import site from 'virtual:fernwise/site';
import { App } from './app/App';
import { loadRoute, matchRoute } from './app/routeTable';
import './app/styles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The prerendered HTML holds the page already; load its data and blocks before hydrating so the first
// client render matches it exactly.
await loadRoute(matchRoute(window.location.pathname));

hydrateRoot(
  container,
  <BrowserRouter>
    <App site={site} />
  </BrowserRouter>,
);

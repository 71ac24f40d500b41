import '@mantine/core/styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../core/theme';
import { routes } from './routes';

/** The visual editor, served by the dev server at /_edit (never built into dist/). */
const router = createBrowserRouter(routes);
/** Mantine's dimmed grey (gray 6) is under 4.5:1 on white: the editor's help texts use gray 7. */
const variables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={variables}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);

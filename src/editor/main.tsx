import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../core/theme';
import { routes } from './routes';

/** The visual editor, served by the dev server at /_edit (never built into dist/). */
const router = createBrowserRouter(routes);
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);

import { Alert, Anchor, AppShell, Group, Loader, Text } from '@mantine/core';
import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import * as api from './api';
import { NewPage } from './NewPage';
import { PageEditor } from './PageEditor';
import { PagesList } from './PagesList';
import type { LoadedPage, RootData } from './types';
import classes from './editor.module.css';

function Layout() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between">
          <Anchor component={Link} to="/_edit" fw={700} underline="never" c="fern.9">
            Fernwise editor
          </Anchor>
          <nav aria-label="Editor">
            <Group gap="md">
              <NavLink to="/_edit" end className={classes.navLink}>
                Pages
              </NavLink>
              <NavLink to="/_edit/site" className={classes.navLink}>
                Site file
              </NavLink>
              <NavLink to="/_edit/new" className={classes.navLink}>
                New page
              </NavLink>
            </Group>
          </nav>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function ErrorView() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return (
    <main className={classes.errorView}>
      <Alert color="red" title="The editor could not load this view">
        <Text>{message}</Text>
        <Anchor component={Link} to="/_edit">
          Back to the pages
        </Anchor>
      </Alert>
    </main>
  );
}

function PageRoute() {
  const page = useLoaderData() as LoadedPage;
  const { blocks, targets } = useRouteLoaderData('root') as RootData;
  return <PageEditor key={`${page.file}:${page.hash}`} page={page} catalogue={blocks} targets={targets} />;
}

const pageLoader = (file: string, { request }: LoaderFunctionArgs) => api.fetchPage(file, request.signal);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/_edit',
    element: <Layout />,
    errorElement: <ErrorView />,
    hydrateFallbackElement: <Loader m="xl" aria-label="Loading the editor" />,
    loader: async ({ request }): Promise<RootData> => {
      const [blocks, targets] = await Promise.all([api.fetchBlocks(request.signal), api.fetchTargets(request.signal)]);
      return { blocks, targets };
    },
    children: [
      { index: true, element: <PagesList />, loader: ({ request }) => api.fetchPages(request.signal) },
      {
        path: 'page/:name',
        element: <PageRoute />,
        loader: (args) => pageLoader(`pages/${args.params['name'] ?? ''}`, args),
      },
      { path: 'site', element: <PageRoute />, loader: (args) => pageLoader('pages/_site.yaml', args) },
      { path: 'new', element: <NewPage /> },
    ],
  },
];

import { Anchor, Badge, Table, Title } from '@mantine/core';
import { Link, useLoaderData } from 'react-router-dom';
import type { PageSummary } from './types';

export const editPath = (file: string): string =>
  file === 'pages/_site.yaml' ? '/_edit/site' : `/_edit/page/${file.replace(/^pages\//, '')}`;

/** Every page file: its address, title, and whether it validates. */
export function PagesList() {
  const pages = useLoaderData() as PageSummary[];
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Pages
      </Title>
      <Table striped highlightOnHover>
        <caption>Every file in pages/: choose one to edit it.</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Checks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.file}>
              <Table.Td>
                <Anchor component={Link} to={editPath(page.file)}>
                  {page.path ?? 'Site file'}
                </Anchor>
              </Table.Td>
              <Table.Td>{page.title}</Table.Td>
              <Table.Td>{page.file}</Table.Td>
              <Table.Td>
                {page.valid ? (
                  <Badge color="fern" variant="light">
                    valid
                  </Badge>
                ) : (
                  <Badge color="red" variant="light">
                    {page.problems} problem{page.problems === 1 ? '' : 's'}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

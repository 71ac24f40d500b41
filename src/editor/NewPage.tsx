import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router-dom';
import * as api from './api';
import { diagnosticText } from './diagnosticPlace';
import type { RootData } from './types';
import { editPath } from './PagesList';

/** The file name a page's address suggests: `/savings-guide` → `savings-guide.yaml`. */
export function fileForPath(path: string): string {
  const name = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\//g, '-')
    .replace(/[^a-z0-9-]/gi, '')
    .toLowerCase();
  return `pages/${name === '' ? 'new-page' : name}.yaml`;
}

/** A new page: its address and title; it starts with the hero block's example under that title. */
export function NewPage() {
  const { blocks } = useRouteLoaderData('root') as RootData;
  const navigate = useNavigate();
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const create = async () => {
    const hero = blocks.find((b) => b.type === 'hero')?.example ?? { type: 'hero' };
    const file = fileForPath(path);
    const data = { path, title, description: title, blocks: [{ ...hero, title }] };
    const result = await api.save({ file, baseHash: null, data, blockOrigins: [null] });
    if (result.kind === 'saved') navigate(editPath(file));
    else if (result.kind === 'invalid') setProblems(result.diagnostics.map(diagnosticText));
    else if (result.kind === 'conflict') setProblems([`${file} already exists.`]);
    else setProblems([`Not created (${result.status}): ${result.message}`]);
  };
  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        New page
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack>
          <TextInput
            label="Address"
            description="Lowercase, starting with /, no trailing slash, such as /savings-guide."
            required
            value={path}
            onChange={(event) => setPath(event.currentTarget.value)}
          />
          <TextInput
            label="Title"
            description="The page's main heading and tab title."
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <TextInput label="File" readOnly value={fileForPath(path)} />
          {problems.length > 0 && (
            <Alert color="red" title="The page was not created">
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Button type="submit">Create page</Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Card, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { BlockType } from './types';
import classes from './editor.module.css';

export interface AddBlockDialogProps {
  opened: boolean;
  onClose: () => void;
  catalogue: BlockType[];
  onAdd: (type: BlockType) => void;
}

/** The block catalogue: each block with its description; adding one starts from its example. */
export function AddBlockDialog({ opened, onClose, catalogue, onAdd }: AddBlockDialogProps) {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = catalogue.filter((b) =>
    words === '' ? true : `${b.type} ${b.title} ${b.description}`.toLowerCase().includes(words),
  );
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title="Add a block" size="lg">
      <TextInput
        label="Find a block"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="sm"
        data-autofocus
      />
      <Stack gap="xs" component="ul" className={classes.catalogue}>
        {shown.map((block) => (
          <Card key={block.type} withBorder component="li" padding="sm">
            <Text fw={600}>{block.title || block.type}</Text>
            <Text size="sm" c="dimmed">
              {block.description}
            </Text>
            <Button
              mt="xs"
              size="compact-sm"
              variant="light"
              onClick={() => onAdd(block)}
              aria-label={`Add ${block.type}`}
              className={classes.addButton}
            >
              Add
            </Button>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}

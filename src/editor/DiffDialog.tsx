import { Alert, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { lineDiff, withContext, type DiffLine } from './lineDiff';
import classes from './editor.module.css';

export interface DiffDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The file's text as opened. */
  original: string;
  /** The text a save would write now (the server's dry run). */
  load: () => Promise<string>;
}

const SIGN = { same: ' ', added: '+', removed: '-' } as const;

export function DiffLines({ lines }: { lines: (DiffLine | null)[] }) {
  if (lines.length === 0) return <Text>No change.</Text>;
  return (
    <pre className={classes.diff} tabIndex={0} aria-label="Changed lines">
      {lines.map((line, index) =>
        line === null ? (
          <span key={index} className={classes.diffGap}>
            {'…\n'}
          </span>
        ) : (
          <span key={index} className={classes.diffLine} data-kind={line.kind}>
            <span className={classes.diffNumber}>{line.newLine ?? line.oldLine}</span>
            {`${SIGN[line.kind]} ${line.text}\n`}
          </span>
        ),
      )}
    </pre>
  );
}

function DiffBody({ original, load }: Pick<DiffDialogProps, 'original' | 'load'>) {
  const [state, setState] = useState<{ lines: (DiffLine | null)[] } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((text) => live && setState({ lines: withContext(lineDiff(original, text)) }))
      .catch((error: unknown) => live && setState({ error: String(error) }));
    return () => {
      live = false;
    };
    // Loaded once each time the dialog opens (the body mounts anew).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state === null) return <Loader aria-label="Loading the changes" />;
  if ('error' in state) return <Alert color="red">{state.error}</Alert>;
  return <DiffLines lines={state.lines} />;
}

/** "Changed since opened": the file as opened against the text a save would write now. */
export function DiffDialog({ opened, onClose, original, load }: DiffDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Changed since opened"
      size="xl"
    >
      {opened && <DiffBody original={original} load={load} />}
    </Modal>
  );
}

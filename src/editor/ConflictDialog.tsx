import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { DiffLines } from './DiffDialog';
import { lineDiff, withContext } from './lineDiff';
import classes from './editor.module.css';

export interface Conflict {
  diskText: string;
  diskHash: string;
  /** The text the author's version would write. */
  mine: string;
}

export interface ConflictDialogProps {
  conflict: Conflict | null;
  onKeepMine: () => void;
  onTakeDisk: () => void;
  onClose: () => void;
}

/**
 * The file changed on disk since it was opened (a save from a code editor): nothing was written. Both versions
 * are shown; the author keeps theirs (saved over the disk's) or takes the disk's (theirs stays one undo away).
 */
export function ConflictDialog({ conflict, onKeepMine, onTakeDisk, onClose }: ConflictDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={conflict !== null}
      onClose={onClose}
      title="The file changed on disk"
      size="90%"
    >
      {conflict !== null && (
        <>
          <Text mb="sm">
            Someone saved this file since you opened it, so your save was not written. Compare the two versions and
            choose one; the other is not lost (taking the file on disk keeps yours one undo step back).
          </Text>
          <div className={classes.conflictColumns}>
            <section aria-label="Your version">
              <Title order={2} size="h5">
                Your version
              </Title>
              <pre className={classes.code} tabIndex={0}>
                {conflict.mine}
              </pre>
            </section>
            <section aria-label="Version on disk">
              <Title order={2} size="h5">
                Version on disk
              </Title>
              <pre className={classes.code} tabIndex={0}>
                {conflict.diskText}
              </pre>
            </section>
          </div>
          <Title order={2} size="h5" mt="sm">
            Differences (disk → yours)
          </Title>
          <DiffLines lines={withContext(lineDiff(conflict.diskText, conflict.mine))} />
          <Group mt="md">
            <Button onClick={onKeepMine}>Keep my version</Button>
            <Button variant="default" onClick={onTakeDisk}>
              Take the version on disk
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

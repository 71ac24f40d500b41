import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as api from './api';
import { AddBlockDialog } from './AddBlockDialog';
import { BlockForm } from './BlockForm';
import { ConflictDialog, type Conflict } from './ConflictDialog';
import { diagnosticText, errorTree, placeOf, problemCounts } from './diagnosticPlace';
import { DiffDialog } from './DiffDialog';
import { inferSchema } from './formSchema';
import {
  amend,
  blockOrigins,
  blocksOf,
  deleteBlock,
  duplicateBlock,
  fieldsOf,
  insertBlock,
  loadedDraft,
  moveBlock,
  record,
  redo,
  replaceBlock,
  replaceFields,
  startHistory,
  undo,
  type Draft,
  type History,
} from './history';
import { Outline } from './Outline';
import { Preview, PreviewChannel } from './Preview';
import type { BlockType, EditorDiagnostic, JsonObject, LoadedPage, Targets } from './types';
import classes from './editor.module.css';
import { mark } from './timing';
import { OneCallAtATime } from './oneCallAtATime';

/** Keystrokes in one field within this time are one undo step. */
const COALESCE_MS = 1000;

const EMPTY: JsonObject = {};

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'invalid'; count: number }
  | { kind: 'error'; message: string };

export interface PageEditorProps {
  page: LoadedPage;
  catalogue: BlockType[];
  targets: Targets;
}

export function PageEditor({ page, catalogue, targets }: PageEditorProps) {
  const isSite = !Array.isArray(page.data['blocks']);
  const [disk, setDisk] = useState(() => ({ text: page.text, hash: page.hash }));
  const [history, setHistory] = useState<History>(() => startHistory(loadedDraft(page.data)));
  const [diskKeys, setDiskKeys] = useState<string[]>(() => history.present.keys);
  const [selected, setSelected] = useState<number | 'page'>(isSite ? 'page' : 0);
  const [diagnostics, setDiagnostics] = useState<EditorDiagnostic[]>(page.diagnostics);
  /** The preview frame's first document; later previews go to the frame through `channel`. */
  const [firstPreview, setFirstPreview] = useState('');
  const [channel] = useState(() => new PreviewChannel(setSelected));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [addOpen, addHandlers] = useDisclosure(false);
  const [diffOpen, diffHandlers] = useDisclosure(false);
  const lastEdit = useRef<{ target: number | 'page'; at: number } | null>(null);

  const draft = history.present;
  const blocks = useMemo(() => blocksOf(draft.data), [draft.data]);
  const [unsaved, setUnsaved] = useState(false);

  // Check and preview each draft: at once when no call is on its way, else as soon as it is back, with the latest
  // draft (the changes made meanwhile are one call). No fixed delay: the server's check and render take tens of
  // milliseconds, and one call at a time keeps fast typing from queueing work on the server. The call is made as the
  // change is, before the editor renders it, and its preview goes to the frame before the editor renders again.
  const [calls] = useState(() => new OneCallAtATime());
  const previewed = useRef(false);
  const requested = useRef<JsonObject | null>(null);
  const diskKeysNow = useRef(diskKeys);
  useLayoutEffect(() => {
    diskKeysNow.current = diskKeys;
  }, [diskKeys]);
  useEffect(() => {
    calls.start();
    return () => calls.stop();
  }, [calls]);
  const requestDraft = useCallback(
    ({ data, keys }: Draft) => {
      if (requested.current === data) return;
      requested.current = data;
      calls.request(async () => {
        const wanted = isSite ? null : previewed.current ? 'update' : 'document';
        mark('request');
        try {
          const origins = blockOrigins(keys, diskKeysNow.current);
          const result = await api.draft({ file: page.file, data, blockOrigins: origins, preview: wanted });
          if (!calls.running) return;
          mark('response');
          const html = result.html;
          if (html !== null && wanted === 'update') channel.show(html);
          else if (html !== null) setFirstPreview(html);
          if (html !== null) previewed.current = true;
          setDiagnostics(result.diagnostics);
        } catch (error) {
          if (calls.running) setStatus({ kind: 'error', message: String(error) });
        }
      });
    },
    [calls, channel, page.file, isSite],
  );
  useEffect(() => requestDraft(draft), [draft, requestDraft]);

  // Every change of the history goes through here, so the draft call starts before React renders the change.
  const historyNow = useRef(history);
  const moveHistory = useCallback(
    (move: (h: History) => History) => {
      const next = move(historyNow.current);
      historyNow.current = next;
      setHistory(next);
      requestDraft(next.present);
    },
    [requestDraft],
  );

  const change = useCallback(
    (next: (d: Draft) => Draft, coalesce?: number | 'page') => {
      mark('change');
      const now = performance.now();
      const previous = lastEdit.current;
      lastEdit.current = coalesce === undefined ? null : { target: coalesce, at: now };
      const same = coalesce !== undefined && previous?.target === coalesce && now - previous.at < COALESCE_MS;
      moveHistory((h) => (same ? amend(h, next(h.present)) : record(h, next(h.present))));
      setUnsaved(true);
      setStatus({ kind: 'idle' });
    },
    [moveHistory],
  );
  const step = (move: (h: History) => History) => {
    lastEdit.current = null;
    moveHistory(move);
    setUnsaved(true);
  };

  const saveBody = (data: JsonObject, baseHash: string): api.SaveBody => ({
    file: page.file,
    baseHash,
    data,
    blockOrigins: blockOrigins(draft.keys, diskKeys),
  });

  const save = async (baseHash = disk.hash) => {
    mark('save');
    setStatus({ kind: 'saving' });
    const result = await api.save(saveBody(draft.data, baseHash)).catch((error: unknown) => ({
      kind: 'refused' as const,
      status: 0,
      message: String(error),
    }));
    mark('save-response');
    if (result.kind === 'saved') {
      setDisk({ text: result.text, hash: result.hash });
      setDiskKeys(draft.keys);
      setConflict(null);
      setUnsaved(false);
      setStatus({ kind: 'saved', at: new Date().toLocaleTimeString() });
    } else if (result.kind === 'conflict') {
      const mine = await api
        .yamlText(saveBody(draft.data, result.diskHash))
        .catch(() => JSON.stringify(draft.data, null, 2));
      setConflict({ diskText: result.diskText, diskHash: result.diskHash, mine });
      setStatus({ kind: 'idle' });
    } else if (result.kind === 'invalid') {
      setDiagnostics(result.diagnostics);
      const first = result.diagnostics[0];
      if (first) setSelected(placeOf(first).block ?? 'page');
      setStatus({ kind: 'invalid', count: result.diagnostics.length });
    } else {
      setStatus({ kind: 'error', message: `Save refused (${result.status}): ${result.message}` });
    }
  };

  useLayoutEffect(() => {
    if (status.kind === 'saved') mark('saved');
  }, [status]);

  const takeDisk = async () => {
    if (!conflict) return;
    const fresh = await api.fetchPage(page.file);
    const next = loadedDraft(fresh.data);
    // The author's version stays one undo step back: nothing is lost.
    moveHistory((h) => record(h, next));
    setDiskKeys(next.keys);
    setDisk({ text: fresh.text, hash: fresh.hash });
    setDiagnostics(fresh.diagnostics);
    setConflict(null);
    setStatus({ kind: 'idle' });
  };

  useHotkeys([
    ['mod+z', () => step(undo)],
    ['mod+shift+z', () => step(redo)],
    ['mod+y', () => step(redo)],
  ]);
  useHotkeys([['mod+s', () => void save()]], []);

  const counts = useMemo(() => problemCounts(diagnostics), [diagnostics]);
  const schemaOf = (block: JsonObject | undefined): JsonObject | null =>
    catalogue.find((b) => b.type === block?.['type'])?.schema ?? null;
  const pageSchema = useMemo(() => inferSchema(fieldsOf(page.data)), [page.data]);
  const selectedBlock = selected === 'page' ? undefined : blocks[selected];
  const selectedSchema = selected === 'page' ? pageSchema : schemaOf(selectedBlock);

  const remove = useCallback(
    (index: number) => {
      const type = String(blocks[index]?.['type'] ?? 'block');
      change((d) => deleteBlock(d, index));
      setSelected(index > 0 ? index - 1 : blocks.length > 1 ? 0 : 'page');
      setDeleted(`Deleted block ${index + 1} (${type}).`);
    },
    [blocks, change],
  );
  const moveTo = useCallback(
    (from: number, to: number) => {
      change((d) => moveBlock(d, from, to));
      if (selected === from) setSelected(to);
    },
    [change, selected],
  );
  const duplicate = useCallback(
    (index: number) => {
      change((d) => duplicateBlock(d, index));
      setSelected(index + 1);
    },
    [change],
  );

  const title = typeof draft.data['title'] === 'string' ? draft.data['title'] : page.file;
  const formContext = useMemo(() => ({ targets }), [targets]);
  // The form is the editor's heaviest part: its props keep their identity unless they change, so a render for a
  // new preview, a new status or a save leaves it alone (BlockForm is memoised).
  const pageFields = useMemo(() => fieldsOf(draft.data), [draft.data]);
  const formValue = selected === 'page' ? pageFields : (selectedBlock ?? EMPTY);
  const formErrors = useMemo(
    () => errorTree(diagnostics, selected === 'page' ? null : selected),
    [diagnostics, selected],
  );
  const onFormChange = useCallback(
    (value: JsonObject) => {
      if (selected === 'page') change((d) => replaceFields(d, value), 'page');
      else change((d) => replaceBlock(d, selected, value), selected);
    },
    [selected, change],
  );
  const otherProblems = diagnostics.filter((d) => {
    const place = placeOf(d);
    return place.block === null ? selected !== 'page' : place.block !== selected;
  });

  return (
    <div className={classes.editor} data-file={page.file}>
      <Group justify="space-between" className={classes.toolbar} wrap="wrap">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {page.file}
            {unsaved ? ' · unsaved changes' : ''}
          </Text>
        </div>
        <Group gap="xs" role="toolbar" aria-label="Page actions">
          <Button variant="default" onClick={() => step(undo)} disabled={history.past.length === 0}>
            Undo
          </Button>
          <Button variant="default" onClick={() => step(redo)} disabled={history.future.length === 0}>
            Redo
          </Button>
          <Button variant="default" onClick={diffHandlers.open}>
            Changes
          </Button>
          {!isSite && (
            <Button variant="default" onClick={addHandlers.open}>
              Add block
            </Button>
          )}
          <Button onClick={() => void save()} loading={status.kind === 'saving'}>
            Save
          </Button>
        </Group>
      </Group>
      <div role="status" aria-live="polite" className={classes.status}>
        {status.kind === 'saved' && <Text size="sm">Saved at {status.at}.</Text>}
        {status.kind === 'invalid' && (
          <Text size="sm" c="red.8">
            Not saved: {status.count} problem{status.count === 1 ? '' : 's'} to fix first (shown at the fields).
          </Text>
        )}
        {status.kind === 'error' && (
          <Text size="sm" c="red.8">
            {status.message}
          </Text>
        )}
        {deleted !== null && (
          <Group gap="xs">
            <Text size="sm">{deleted}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                step(undo);
                setDeleted(null);
              }}
            >
              Undo delete
            </Button>
          </Group>
        )}
      </div>
      <div className={isSite ? classes.columnsSite : classes.columns}>
        {!isSite && (
          <Outline
            blocks={blocks}
            keys={draft.keys}
            selected={selected}
            problems={counts.blocks}
            pageProblems={counts.page}
            onSelect={setSelected}
            onMove={moveTo}
            onDuplicate={duplicate}
            onDelete={remove}
          />
        )}
        <section className={classes.form} aria-label="Block form" onInputCapture={() => mark('input')}>
          <Group gap="xs" mb="xs">
            <Title order={2} size="h4">
              {selected === 'page' ? (isSite ? 'Site file' : 'Page settings') : `Block ${selected + 1}`}
            </Title>
            {selectedBlock !== undefined && <Badge variant="light">{String(selectedBlock['type'])}</Badge>}
          </Group>
          {otherProblems.length > 0 && (
            <Alert color="red" variant="light" title={`${otherProblems.length} problem(s) elsewhere`} mb="sm">
              <ul className={classes.problemList}>
                {otherProblems.slice(0, 5).map((d) => (
                  <li key={`${d.code}-${d.line}-${d.column}-${d.where}`}>
                    {d.where ? `${d.where}: ` : ''}
                    {diagnosticText(d)}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {selectedSchema === null ? (
            <Text>Unknown block type: its form cannot be shown. Fix the type in the file.</Text>
          ) : (
            <BlockForm
              formKey={`${selected === 'page' ? 'page' : draft.keys[selected]}`}
              schema={selectedSchema}
              value={formValue}
              errors={formErrors}
              context={formContext}
              onChange={onFormChange}
            />
          )}
        </section>
        {!isSite && (
          <section className={classes.previewPane} aria-label="Preview">
            {firstPreview === '' ? (
              <Loader aria-label="Loading the preview" />
            ) : (
              <Preview html={firstPreview} channel={channel} selected={selected} />
            )}
          </section>
        )}
      </div>
      <AddBlockDialog
        opened={addOpen}
        onClose={addHandlers.close}
        catalogue={catalogue}
        onAdd={(type) => {
          const at = selected === 'page' ? blocks.length : selected + 1;
          change((d) => insertBlock(d, type.example, at));
          setSelected(at);
          addHandlers.close();
        }}
      />
      <DiffDialog
        opened={diffOpen}
        onClose={diffHandlers.close}
        original={page.text}
        load={() => api.yamlText(saveBody(draft.data, disk.hash))}
      />
      <ConflictDialog
        conflict={conflict}
        onKeepMine={() => conflict && void save(conflict.diskHash)}
        onTakeDisk={() => void takeDisk()}
        onClose={() => setConflict(null)}
      />
    </div>
  );
}

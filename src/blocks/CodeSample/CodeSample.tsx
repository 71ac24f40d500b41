import { Button, Paper, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { CodeSampleBlock } from '../../generated/page';
import { notify } from '../../ui/notify';
import { Section } from '../../ui/Section';
import classes from './CodeSample.module.css';

const COPIED_MS = 2000;

/** The code with every {baseUrl} replaced by the given base URL. */
export function codeFor(code: string, baseUrl: string): string {
  return code.replaceAll('{baseUrl}', baseUrl);
}

export function CodeSample({
  id,
  heading,
  intro,
  caption,
  environmentLabel,
  environments,
  code,
  copyLabel,
  copiedLabel,
  copyFailedFeedback,
}: CodeSampleBlock) {
  const [environmentId, setEnvironmentId] = useState(environments[0].id);
  const [copied, setCopied] = useState(false);
  const environment = environments.find((candidate) => candidate.id === environmentId) ?? environments[0];
  const shownCode = codeFor(code, environment.baseUrl);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(shownCode);
      setCopied(true);
    } catch {
      notify(copyFailedFeedback, 'error');
    }
  }

  return (
    <Section id={id} heading={heading} intro={intro}>
      <Paper withBorder radius="lg" className={classes.panel}>
        <div className={classes.toolbar}>
          {caption ? (
            <Text component="span" fw={700} size="sm" c="gray.8" className={classes.caption}>
              {caption}
            </Text>
          ) : null}
          <SegmentedControl
            aria-label={environmentLabel}
            value={environment.id}
            onChange={setEnvironmentId}
            data={environments.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
            size="sm"
            radius="md"
            color="fern"
            className={classes.switch}
          />
          <Button
            variant="default"
            size="sm"
            onClick={() => void copy()}
            leftSection={
              copied ? (
                <IconCheck size={16} stroke={2} aria-hidden="true" />
              ) : (
                <IconCopy size={16} stroke={1.75} aria-hidden="true" />
              )
            }
            className={classes.copy}
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        </div>
        <pre className={classes.pre} tabIndex={0}>
          <code>{shownCode}</code>
        </pre>
      </Paper>
      <VisuallyHidden role="status">{copied ? copiedLabel : ''}</VisuallyHidden>
    </Section>
  );
}

import { Button, Code, Group, Paper, Text } from '@mantine/core';
import { Fragment, useId } from 'react';
import type { CodeSampleBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './CodeSample.module.css';
import environmentSwitch from './EnvironmentSwitch.island';
import { highlightCode } from './highlight';

const BASE_URL = '{baseUrl}';

/** Shiki's token kinds and the class that colours each; a kind not listed shows in the code's own colour. */
const TOKEN_CLASSES: Readonly<Record<string, string | undefined>> = {
  keyword: classes.keyword,
  string: classes.string,
  'string-expression': classes.string,
  constant: classes.constant,
  function: classes.function,
  parameter: classes.parameter,
  comment: classes.comment,
  link: classes.string,
};

/** The code with every {baseUrl} replaced by the given base URL. */
export function codeFor(code: string, baseUrl: string): string {
  return code.replaceAll('{baseUrl}', baseUrl);
}

/**
 * A code sample with an environment switch and a copy button. The page's HTML has the code with the first
 * environment's base URL, each in a `data-base-url` span; a DOM island rewrites those when another environment is
 * picked, and copies the code shown. Without JavaScript the code shows as it is, without the switch or the button.
 */
export function CodeSample({
  id,
  heading,
  intro,
  caption,
  environmentLabel,
  environments,
  code,
  language,
  copyLabel,
  copiedLabel,
  copyFailedFeedback,
}: CodeSampleBlock) {
  const radioName = useId();
  const captionId = useId();
  const [first] = environments;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island
        of={environmentSwitch}
        when="visible"
        props={{
          baseUrls: Object.fromEntries(environments.map((environment) => [environment.id, environment.baseUrl])),
          copyLabel,
          copiedLabel,
          copyFailedFeedback,
        }}
      >
        <Paper withBorder className={classes.panel}>
          <Group className={classes.toolbar}>
            {caption ? (
              <Text span id={captionId} className={classes.caption}>
                {caption}
              </Text>
            ) : null}
            <div role="radiogroup" aria-label={environmentLabel} className={classes.switch}>
              {environments.map((environment) => (
                <label key={environment.id} className={classes.option}>
                  <input
                    type="radio"
                    name={radioName}
                    value={environment.id}
                    defaultChecked={environment === first}
                    className={classes.radio}
                  />
                  <span className={classes.optionLabel}>{environment.label}</span>
                </label>
              ))}
            </div>
            <Button
              type="button"
              variant="default"
              size="sm"
              data-copy=""
              className={classes.copy}
              leftSection={
                <>
                  <Icon name="copy" size={16} className={classes.copyIcon} />
                  <Icon name="check" size={16} className={classes.checkIcon} />
                </>
              }
            >
              <span data-copy-label="">{copyLabel}</span>
            </Button>
          </Group>
          {/* A scrolling region: focusable, so keyboard users can scroll it, and named by the caption or heading. */}
          <Code
            block
            className={classes.pre}
            tabIndex={0}
            role="region"
            aria-labelledby={caption ? captionId : undefined}
            aria-label={caption ? undefined : heading}
          >
            <code>
              {language
                ? highlightCode(code, language, TOKEN_CLASSES, BASE_URL, first.baseUrl)
                : code.split(BASE_URL).map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 ? <span data-base-url="">{first.baseUrl}</span> : null}
                      {part}
                    </Fragment>
                  ))}
            </code>
          </Code>
        </Paper>
        <VisuallyHidden role="status" />
      </Island>
    </Section>
  );
}

import { Paper, Stack, Title } from '@mantine/core';
import type { FaqBlock } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Faq.module.css';

/**
 * Questions that open and close independently, several at once: native disclosures (a Mantine Paper each), so they
 * work with no JavaScript at all, and the browser's find-in-page opens the answer it finds.
 */
export function Faq({ id, heading, intro, items }: FaqBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <Stack gap="sm" className={classes.list}>
        {items.map((item) => (
          <Paper key={item.question} component="details" withBorder className={classes.item}>
            <summary className={classes.question}>
              <Title order={3} className={classes.questionText}>
                {item.question}
              </Title>
            </summary>
            <div className={classes.answer}>
              <Paragraphs text={item.answer} />
            </div>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}

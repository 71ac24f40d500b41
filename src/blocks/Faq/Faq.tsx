import { Accordion } from '@mantine/core';
import type { FaqBlock } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Faq.module.css';

export function Faq({ id, heading, intro, items }: FaqBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <Accordion
        multiple
        keepMounted
        keepMountedMode="display-none"
        variant="separated"
        radius="md"
        className={classes.accordion}
        order={3}
      >
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={`item-${index}`} className={classes.item}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Paragraphs text={item.answer} c="gray.8" />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}

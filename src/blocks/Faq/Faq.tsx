import type { FaqBlock } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Faq.module.css';

/**
 * Questions that open and close independently, several at once: native disclosures, so they work with no
 * JavaScript at all, and the browser's find-in-page opens the answer it finds.
 */
export function Faq({ id, heading, intro, items }: FaqBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <div className={classes.list}>
        {items.map((item) => (
          <details key={item.question} className={classes.item}>
            <summary className={classes.question}>
              <h3 className={classes.questionText}>{item.question}</h3>
            </summary>
            <div className={classes.answer}>
              <Paragraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

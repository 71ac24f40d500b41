import { useId } from 'react';
import type { LegalDocumentBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './LegalDocument.module.css';

/** The anchor of section n (counted from 1), such as section-1. */
export function sectionAnchor(n: number): string {
  return `section-${n}`;
}

export function LegalDocument({
  id,
  effectiveDateLabel,
  effectiveDate,
  reviewWarning,
  intro,
  tocLabel,
  sections,
}: LegalDocumentBlock) {
  const tocId = useId();
  return (
    <Section id={id}>
      <div className={classes.header}>
        <p className={classes.effective}>
          <span className={classes.effectiveLabel}>{effectiveDateLabel}</span> {effectiveDate}
        </p>
        <div className={classes.warning}>
          <Icon name="alert-triangle" size={24} className={classes.warningIcon} />
          <div>
            <p className={classes.warningTitle}>{reviewWarning.title}</p>
            <p className={classes.warningText}>{reviewWarning.text}</p>
          </div>
        </div>
      </div>
      <div className={classes.layout}>
        <nav aria-labelledby={tocId} className={classes.toc}>
          <h2 id={tocId} className={classes.tocTitle}>
            {tocLabel}
          </h2>
          <ol className={classes.tocList}>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionAnchor(index + 1)}`} className={classes.tocLink}>
                  <span className={classes.tocNumber}>{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.document}>
          {intro ? (
            <div className={classes.intro}>
              <Paragraphs text={intro} />
            </div>
          ) : null}
          {sections.map((section, index) => (
            <section key={section.title} className={classes.section}>
              <h2 id={sectionAnchor(index + 1)} className={classes.heading}>
                {index + 1}. {section.title}
              </h2>
              <Paragraphs text={section.body} />
              {section.items?.length ? (
                <ul className={classes.items}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.closing ? (
                <div className={classes.closing}>
                  <Paragraphs text={section.closing} />
                </div>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}

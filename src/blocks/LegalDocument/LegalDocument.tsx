import { List, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import type { LegalDocumentBlock } from '../../generated/page';
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
          <IconAlertTriangle size={24} stroke={1.75} aria-hidden="true" className={classes.warningIcon} />
          <div>
            <Text fw={700} c="gray.9">
              {reviewWarning.title}
            </Text>
            <Text c="gray.9" mt={4}>
              {reviewWarning.text}
            </Text>
          </div>
        </div>
      </div>
      <div className={classes.layout}>
        <nav aria-labelledby={tocId} className={classes.toc}>
          <Title order={2} id={tocId} className={classes.tocTitle}>
            {tocLabel}
          </Title>
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
              <Title order={2} id={sectionAnchor(index + 1)} className={classes.heading}>
                {index + 1}. {section.title}
              </Title>
              <Paragraphs text={section.body} />
              {section.items?.length ? (
                <List mt="sm" spacing={6} c="gray.8" className={classes.items}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
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

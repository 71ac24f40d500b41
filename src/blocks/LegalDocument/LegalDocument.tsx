import { Anchor, Box, List, Paper, Text, Title } from '@mantine/core';
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
        <Text className={classes.effective}>
          <Text span className={classes.effectiveLabel}>
            {effectiveDateLabel}
          </Text>{' '}
          {effectiveDate}
        </Text>
        <Paper className={classes.warning}>
          <Icon name="alert-triangle" size={24} className={classes.warningIcon} />
          <div>
            <Text className={classes.warningTitle}>{reviewWarning.title}</Text>
            <Text className={classes.warningText}>{reviewWarning.text}</Text>
          </div>
        </Paper>
      </div>
      <div className={classes.layout}>
        <Paper component="nav" aria-labelledby={tocId} withBorder className={classes.toc}>
          <Title order={2} id={tocId} className={classes.tocTitle}>
            {tocLabel}
          </Title>
          <Box component="ol" className={classes.tocList}>
            {sections.map((section, index) => (
              <li key={section.title}>
                <Anchor href={`#${sectionAnchor(index + 1)}`} className={classes.tocLink}>
                  <span className={classes.tocNumber}>{index + 1}.</span> {section.title}
                </Anchor>
              </li>
            ))}
          </Box>
        </Paper>
        <div className={classes.document}>
          {intro ? (
            <div className={classes.intro}>
              <Paragraphs text={intro} />
            </div>
          ) : null}
          {sections.map((section, index) => (
            <Box component="section" key={section.title} className={classes.section}>
              <Title order={2} id={sectionAnchor(index + 1)} className={classes.heading}>
                {index + 1}. {section.title}
              </Title>
              <Paragraphs text={section.body} />
              {section.items?.length ? (
                <List className={classes.items}>
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
            </Box>
          ))}
        </div>
      </div>
    </Section>
  );
}

import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SectionLayout } from '../generated/page';
import { Container } from './Container';
import classes from './Section.module.css';

interface SectionProps {
  id?: string;
  heading?: string;
  intro?: string;
  /**
   * Centre the heading and intro above the content (a stacked section only). The site's rule: a heading starts at
   * the content's left edge, and is centred only over content that is one centred column (questions, a search box).
   */
  centered?: boolean;
  tinted?: boolean;
  /**
   * The section's composition, chosen in YAML (common.schema.json's sectionLayout): stack (the default), split (the
   * heading and intro in a narrow column beside the content on wide screens), band (a full-bleed deep green band),
   * tinted (a full-bleed pale green band, as `tinted`).
   */
  layout?: SectionLayout;
  children: ReactNode;
}

/** A page section: the content column at the site's maximum width, with an optional level-2 heading. */
export function Section({ id, heading, intro, centered = false, tinted = false, layout, children }: SectionProps) {
  const split = layout === 'split' && heading !== undefined;
  return (
    <Box
      component="section"
      id={id}
      className={classes.section}
      mod={{ tinted: tinted || layout === 'tinted', layout: layout === 'band' || split ? layout : undefined }}
    >
      <Container className={split ? classes.split : undefined}>
        {heading ? (
          <Box component="header" className={classes.header} mod={{ centered: centered && !split }}>
            <Title order={2} className={classes.heading}>
              {heading}
            </Title>
            {intro ? <Text className={classes.intro}>{intro}</Text> : null}
          </Box>
        ) : null}
        {split ? <div className={classes.content}>{children}</div> : children}
      </Container>
    </Box>
  );
}

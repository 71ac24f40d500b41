import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Container } from './Container';
import classes from './Section.module.css';

interface SectionProps {
  id?: string;
  heading?: string;
  intro?: string;
  /** Centre the heading and intro above the content. */
  centered?: boolean;
  tinted?: boolean;
  children: ReactNode;
}

/** A page section: the content column at the site's maximum width, with an optional level-2 heading. */
export function Section({ id, heading, intro, centered = false, tinted = false, children }: SectionProps) {
  return (
    <Box component="section" id={id} className={classes.section} mod={{ tinted }}>
      <Container>
        {heading ? (
          <Box component="header" className={classes.header} mod={{ centered }}>
            <Title order={2} className={classes.heading}>
              {heading}
            </Title>
            {intro ? <Text className={classes.intro}>{intro}</Text> : null}
          </Box>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

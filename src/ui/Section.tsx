import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSite } from '../app/SiteContext';
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
  const { maxWidth } = useSite();
  return (
    <section id={id} className={classes.section} data-tinted={tinted || undefined}>
      <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }}>
        {heading ? (
          <header className={classes.header} data-centered={centered || undefined}>
            <Title order={2}>{heading}</Title>
            {intro ? (
              <Text c="gray.7" size="lg" mt="xs" className={classes.intro}>
                {intro}
              </Text>
            ) : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

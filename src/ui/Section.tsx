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
    <section id={id} className={classes.section} data-tinted={tinted || undefined}>
      <Container>
        {heading ? (
          <header className={classes.header} data-centered={centered || undefined}>
            <h2 className={classes.heading}>{heading}</h2>
            {intro ? <p className={classes.intro}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

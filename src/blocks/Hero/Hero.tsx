import type { HeroBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { buttonStyle } from '../../ui/buttonStyle';
import { Container } from '../../ui/Container';
import { Island } from '../../ui/islands/Island';
import backButton from './BackButton.island';
import classes from './Hero.module.css';

export function Hero({
  id,
  eyebrow,
  title,
  highlight,
  subtitle,
  figure,
  stats,
  actions,
  backButton: backLabel,
  footnote,
  image,
}: HeroBlock) {
  // The figure sits on the illustration; a text-only hero shows it in the text column instead of on its own.
  const figureCard = figure ? (
    <p className={classes.figure}>
      <span className={classes.figureValue}>{figure.value}</span>
      <span className={classes.figureLabel}>{figure.label}</span>
    </p>
  ) : null;
  return (
    <section id={id} className={classes.hero}>
      <Container className={classes.inner} data-with-aside={image ? true : undefined}>
        <div className={classes.copy}>
          {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
          <h1 className={classes.title}>
            {title}
            {highlight ? (
              <>
                {' '}
                <span className={classes.highlight}>{highlight}</span>
              </>
            ) : null}
          </h1>
          {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
          {image ? null : figureCard}
          {actions?.length || backLabel ? (
            <div className={classes.actions}>
              {actions?.map((action, index) => (
                <ActionButton
                  key={action.href + action.label}
                  action={action}
                  size="lg"
                  fallbackVariant={index === 0 ? 'primary' : 'secondary'}
                />
              ))}
              {backLabel ? (
                <Island of={backButton} when="interaction" props={null}>
                  <button type="button" {...buttonStyle('outline', 'lg')}>
                    {backLabel}
                  </button>
                </Island>
              ) : null}
            </div>
          ) : null}
          {stats?.length ? (
            <dl className={classes.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <dt className={classes.statLabel}>{stat.label}</dt>
                  <dd className={classes.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
        </div>
        {image ? (
          <div className={classes.aside} data-with-figure={figure ? true : undefined}>
            <img
              src={image.src}
              alt={image.alt}
              width={480}
              height={360}
              className={classes.image}
              // The hero opens every page, so its picture is often the largest thing painted first.
              fetchPriority="high"
            />
            {figureCard}
          </div>
        ) : null}
      </Container>
    </section>
  );
}

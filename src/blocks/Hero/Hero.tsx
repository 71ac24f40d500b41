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
  const hasAside = Boolean(figure || image);
  return (
    <section id={id} className={classes.hero}>
      <Container className={classes.inner} data-with-aside={hasAside || undefined}>
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
        {hasAside ? (
          <div className={classes.aside}>
            {image ? (
              <img
                src={image.src}
                alt={image.alt}
                width={480}
                height={360}
                className={classes.image}
                // The hero opens every page, so its picture is often the largest thing painted first.
                fetchPriority="high"
              />
            ) : null}
            {figure ? (
              <p className={classes.figure}>
                <span className={classes.figureValue}>{figure.value}</span>
                <span className={classes.figureLabel}>{figure.label}</span>
              </p>
            ) : null}
          </div>
        ) : null}
      </Container>
    </section>
  );
}

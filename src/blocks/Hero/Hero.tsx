import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSite } from '../../app/SiteContext';
import type { HeroBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
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
  backButton,
  footnote,
  image,
}: HeroBlock) {
  const { maxWidth } = useSite();
  const navigate = useNavigate();
  // A visitor who arrived from outside the site has nothing to go back to here: send them home instead.
  const goBack = () => {
    const routerIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const cameFromSite = document.referrer.startsWith(window.location.origin);
    if (routerIndex > 0) void navigate(-1);
    else if (cameFromSite) window.history.back();
    else void navigate('/');
  };
  const hasAside = Boolean(figure || image);
  return (
    <section id={id} className={classes.hero}>
      <Container
        size={maxWidth}
        px={{ base: 'md', sm: 'xl' }}
        className={classes.inner}
        data-with-aside={hasAside || undefined}
      >
        <div className={classes.copy}>
          {eyebrow ? (
            <Text className={classes.eyebrow} fw={700}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} className={classes.title}>
            {title}
            {highlight ? (
              <>
                {' '}
                <span className={classes.highlight}>{highlight}</span>
              </>
            ) : null}
          </Title>
          {subtitle ? (
            <Text size="xl" className={classes.subtitle}>
              {subtitle}
            </Text>
          ) : null}
          {actions?.length || backButton ? (
            <Group mt="xl" gap="sm">
              {actions?.map((action, index) => (
                <ActionButton
                  key={action.href + action.label}
                  action={action}
                  size="lg"
                  fallbackVariant={index === 0 ? 'primary' : 'secondary'}
                />
              ))}
              {backButton ? (
                <Button variant="outline" size="lg" onClick={goBack}>
                  {backButton}
                </Button>
              ) : null}
            </Group>
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
          {footnote ? (
            <Text size="sm" className={classes.footnote}>
              {footnote}
            </Text>
          ) : null}
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

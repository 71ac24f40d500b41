import { Button, CloseButton, Collapse, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useSite } from '../../app/SiteContext';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CookieConsent.module.css';
import { readConsent, writeConsent, type ConsentChoice } from './consentStorage';

const browserStorage = () => window.localStorage;

/**
 * Cookie consent: appears after a delay when no valid choice is stored; the three choices are stored,
 * the X only hides the banner for this visit. While it shows, the page reserves its height at the bottom
 * so it never covers the element that has focus.
 */
export function CookieConsent() {
  const { cookieConsent: copy } = useSite();
  const [visible, setVisible] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const detailsId = useId();
  const titleId = useId();

  useEffect(() => {
    if (readConsent(browserStorage, copy.storageKey)) return undefined;
    const timer = window.setTimeout(() => setVisible(true), copy.delayMs);
    return () => window.clearTimeout(timer);
  }, [copy.storageKey, copy.delayMs]);

  useEffect(() => {
    const banner = bannerRef.current;
    const { documentElement: root, body } = document;
    if (!visible || !banner) return undefined;
    // Plain properties, not a custom property on <html>: changing an inherited value would restyle the whole page.
    const reserve = () => {
      root.style.scrollPaddingBottom = `calc(${banner.offsetHeight}px + var(--scroll-gap))`;
      body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [visible]);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    writeConsent(browserStorage, copy.storageKey, choice);
    setVisible(false);
  };

  return (
    <section ref={bannerRef} className={classes.banner} aria-labelledby={titleId} data-testid="cookie-banner">
      <div className={classes.inner}>
        <div className={classes.header}>
          <Title order={2} size="h4" id={titleId}>
            {copy.title}
          </Title>
          <CloseButton aria-label={copy.close} onClick={() => setVisible(false)} size="lg" />
        </div>
        <Text size="sm" c="gray.8" mt={4}>
          {copy.text}{' '}
          {copy.policyLink ? (
            <SmartLink href={copy.policyLink.href} className={classes.link}>
              {copy.policyLink.label}
            </SmartLink>
          ) : null}
        </Text>
        <Collapse expanded={detailsOpen} keepMounted keepMountedMode="display-none">
          <ul id={detailsId} className={classes.categories}>
            {copy.categories.map((category) => (
              <li key={category.name} className={classes.category}>
                <Text fw={700} size="sm">
                  {category.name}
                  {category.status ? <span className={classes.status}>{category.status}</span> : null}
                </Text>
                <Text size="sm" c="gray.7">
                  {category.description}
                </Text>
              </li>
            ))}
          </ul>
        </Collapse>
        <Group gap="xs" mt="md" className={classes.actions}>
          <Button onClick={() => choose('all')}>{copy.acceptAll}</Button>
          <Button variant="outline" onClick={() => choose('essential')}>
            {copy.essentialOnly}
          </Button>
          <Button variant="outline" onClick={() => choose('rejected')}>
            {copy.rejectAll}
          </Button>
          <Button
            variant="subtle"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
          >
            {detailsOpen ? copy.hideDetails : copy.customize}
          </Button>
        </Group>
      </div>
    </section>
  );
}

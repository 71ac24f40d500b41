import { Container, SimpleGrid, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useSite } from '../app/SiteContext';
import { SmartLink } from '../ui/SmartLink';
import { Logo } from './Logo';
import classes from './Footer.module.css';

export function Footer() {
  const { brand, footer, accessSite, social, emails, disclaimers, establishedYear, maxWidth } = useSite();
  const socialLinks = [
    { name: footer.socialNames.twitter, href: `https://x.com/${social.twitter}`, Glyph: IconBrandX },
    {
      name: footer.socialNames.linkedin,
      href: `https://www.linkedin.com/company/${social.linkedin}`,
      Glyph: IconBrandLinkedin,
    },
    {
      name: footer.socialNames.facebook,
      href: `https://www.facebook.com/${social.facebook}`,
      Glyph: IconBrandFacebook,
    },
  ];
  return (
    <footer className={classes.footer}>
      <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }}>
        <div className={classes.top}>
          <div className={classes.brand}>
            <Logo />
            <Text mt="sm" c="gray.4" maw={280}>
              {brand.tagline}
            </Text>
            <Text mt="md" size="sm" c="gray.4">
              {footer.supportLabel}{' '}
              <a href={`mailto:${emails.support}`} className={classes.link}>
                {emails.support}
              </a>
            </Text>
            <a href={accessSite.signupUrl} className={classes.signup}>
              {footer.signupLabel}
            </a>
          </div>
          <SimpleGrid cols={{ base: 2, sm: Math.min(footer.groups.length, 4) }} spacing="xl" className={classes.groups}>
            {footer.groups.map((group) => (
              <nav key={group.heading} aria-label={group.heading}>
                <h2 className={classes.heading}>{group.heading}</h2>
                <ul className={classes.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href} className={classes.link}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </SimpleGrid>
        </div>
        <div className={classes.bottom}>
          <Text size="sm" c="gray.4" className={classes.disclaimer}>
            {disclaimers.short}
          </Text>
          <div className={classes.social}>
            <span className={classes.socialLabel}>{footer.socialLabel}</span>
            {socialLinks.map(({ name, href, Glyph }) => (
              <a key={name} href={href} className={classes.socialLink} aria-label={name}>
                <Glyph size={20} aria-hidden="true" />
              </a>
            ))}
          </div>
          <Text size="sm" c="gray.4">
            {footer.copyright.replace('{year}', String(establishedYear))}
          </Text>
        </div>
      </Container>
    </footer>
  );
}

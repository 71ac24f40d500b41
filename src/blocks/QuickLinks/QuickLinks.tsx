import { SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { QuickLinksBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './QuickLinks.module.css';

export function QuickLinks({ id, heading, links }: QuickLinksBlock) {
  return (
    <Section id={id} heading={heading}>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 4 }} spacing="md" className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={classes.link}>
              <span className={classes.label}>
                {link.label}
                <IconArrowRight size={18} aria-hidden="true" />
              </span>
              {link.description ? (
                <Text component="span" size="sm" c="gray.7" className={classes.description}>
                  {link.description}
                </Text>
              ) : null}
            </SmartLink>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

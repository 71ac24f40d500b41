import { Box, Paper, Text } from '@mantine/core';
import type { QuickLinksBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './QuickLinks.module.css';

export function QuickLinks({ id, heading, links }: QuickLinksBlock) {
  return (
    <Section id={id} heading={heading}>
      <Box component="ul" className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Paper component={SmartLink} href={link.href} withBorder className={classes.link}>
              <Text component="span" inherit className={classes.label}>
                {link.label}
                <Icon name="arrow-right" size={18} />
              </Text>
              {link.description ? (
                <Text component="span" size="sm" className={classes.description}>
                  {link.description}
                </Text>
              ) : null}
            </Paper>
          </li>
        ))}
      </Box>
    </Section>
  );
}

import { Box, Button, Group, Text, Title, type ButtonProps } from '@mantine/core';
import type { Action, CtaBannerBlock } from '../../generated/page';
import { actionButtonClassNames } from '../../ui/ActionButton';
import { Container } from '../../ui/Container';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CtaBanner.module.css';

type Variant = NonNullable<ButtonProps['variant']>;

/** The button look of each action variant: on the light band as everywhere; on the brand and dark bands, primary
 * buttons turn white with green text and the others take the band's white text (see the module's styles). */
const buttonVariants: Record<'light' | 'dark', Record<NonNullable<Action['variant']>, Variant>> = {
  light: { primary: 'filled', secondary: 'outline', subtle: 'subtle' },
  dark: { primary: 'white', secondary: 'outline', subtle: 'subtle' },
};

export function CtaBanner({ id, title, text, actions, tone = 'brand' }: CtaBannerBlock) {
  const variants = buttonVariants[tone === 'light' ? 'light' : 'dark'];
  return (
    <Box component="section" id={id} className={classes.band} mod={{ tone }}>
      <Container className={classes.inner}>
        <div className={classes.copy}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          {text ? <Text className={classes.text}>{text}</Text> : null}
        </div>
        <Group gap="sm" className={classes.actions}>
          {actions.map((action, index) => (
            <Button
              key={action.href + action.label}
              component={SmartLink}
              href={action.href}
              newTab={action.newTab}
              variant={variants[action.variant ?? (index === 0 ? 'primary' : 'secondary')]}
              size="lg"
              classNames={actionButtonClassNames}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

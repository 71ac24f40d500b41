import { Button, Container, Group, Text, Title, type ButtonProps } from '@mantine/core';
import { useSite } from '../../ui/SiteContext';
import type { Action, CtaBannerBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CtaBanner.module.css';

/** Button colours that read on the brand and dark bands: white text, a faint white hover, and a white outline. */
const whiteText = { '--button-color': 'var(--mantine-color-white)', '--button-hover': 'rgb(255 255 255 / 12%)' };
const whiteOutline: ButtonProps['vars'] = () => ({
  root: { ...whiteText, '--button-bd': '1px solid rgb(255 255 255 / 75%)' },
});
const whiteSubtle: ButtonProps['vars'] = () => ({ root: whiteText });

/** On the brand and dark bands, primary buttons turn white with green text; the others keep the band's colours. */
const onDark: Record<NonNullable<Action['variant']>, Pick<ButtonProps, 'variant' | 'vars'>> = {
  primary: { variant: 'white' },
  secondary: { variant: 'outline', vars: whiteOutline },
  subtle: { variant: 'subtle', vars: whiteSubtle },
};

export function CtaBanner({ id, title, text, actions, tone = 'brand' }: CtaBannerBlock) {
  const { maxWidth } = useSite();
  const dark = tone !== 'light';
  return (
    <section id={id} className={classes.band} data-tone={tone}>
      <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }} className={classes.inner}>
        <div className={classes.copy}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          {text ? (
            <Text size="lg" mt="xs" className={classes.text}>
              {text}
            </Text>
          ) : null}
        </div>
        <Group gap="sm" className={classes.actions}>
          {actions.map((action, index) => {
            const variant = action.variant ?? (index === 0 ? 'primary' : 'secondary');
            if (!dark)
              return (
                <ActionButton key={action.href + action.label} action={action} size="lg" fallbackVariant={variant} />
              );
            const style = onDark[variant];
            return (
              <Button
                key={action.href + action.label}
                component={SmartLink}
                href={action.href}
                newTab={action.newTab}
                variant={style.variant}
                vars={style.vars}
                color="fern"
                size="lg"
              >
                {action.label}
              </Button>
            );
          })}
        </Group>
      </Container>
    </section>
  );
}

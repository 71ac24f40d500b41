import { Anchor, Box, Button, Paper, Text, Title } from '@mantine/core';
import type { ContactBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { Island } from '../../ui/islands/Island';
import contactForm from './ContactForm.island';
import { directionsHref, telHref } from './directions';
import classes from './Contact.module.css';

export function Contact({ id, channels, form, departments, offices, cta }: ContactBlock) {
  return (
    <Section id={id}>
      <Box component="header" className={classes.groupHeader}>
        <Title order={2}>{channels.heading}</Title>
        {channels.intro ? <Text className={classes.intro}>{channels.intro}</Text> : null}
      </Box>
      <Box component="ul" className={`${classes.list} ${classes.channels}`}>
        {channels.items.map((channel) => (
          <Paper component="li" withBorder key={channel.title} className={classes.card}>
            {channel.icon ? <IconBadge name={channel.icon} className={classes.channelIcon} /> : null}
            <Title order={3}>{channel.title}</Title>
            <Text className={classes.description}>{channel.description}</Text>
            <Text className={classes.details}>{channel.details}</Text>
            <Text className={classes.hours}>
              <Icon name="clock" size={16} />
              {channel.hours}
            </Text>
            <div className={classes.cardAction}>
              <ActionButton action={channel.action} size="sm" fallbackVariant="secondary" />
            </div>
          </Paper>
        ))}
      </Box>

      <div className={classes.formRow}>
        <Paper withBorder className={classes.formPanel}>
          <Title order={2} className={classes.subheading}>
            {form.heading}
          </Title>
          {form.intro ? <Text className={classes.formIntro}>{form.intro}</Text> : null}
          <Island of={contactForm} when="visible" props={form} />
        </Paper>
        <div>
          <Title order={2} className={classes.subheading}>
            {departments.heading}
          </Title>
          <Box component="ul" className={`${classes.list} ${classes.departments}`}>
            {departments.items.map((department) => (
              <Paper component="li" withBorder key={department.name} className={classes.department}>
                <Title order={3} className={classes.departmentName}>
                  {department.name}
                </Title>
                <Text className={classes.departmentText}>{department.description}</Text>
                <Anchor
                  component={SmartLink}
                  href={`mailto:${department.email}`}
                  underline="always"
                  className={classes.mailLink}
                >
                  <Icon name="mail" size={16} />
                  {department.email}
                </Anchor>
              </Paper>
            ))}
          </Box>
        </div>
      </div>

      <Box component="header" className={classes.groupHeader} mod={{ spaced: true }}>
        <Title order={2}>{offices.heading}</Title>
      </Box>
      <Box component="ul" className={`${classes.list} ${classes.offices}`}>
        {offices.items.map((office) => (
          <Paper component="li" withBorder key={`${office.city}-${office.address}`} className={classes.card}>
            <Badge tone="ocean" className={classes.officeType}>
              {office.type}
            </Badge>
            <Title order={3} className={classes.city}>
              {office.city}
            </Title>
            <address className={classes.address}>
              {office.address}
              <br />
              {office.city}
              {office.state ? `, ${office.state}` : ''} {office.zipCode}
            </address>
            <Text className={classes.phone}>
              <Icon name="phone" size={16} />
              {offices.phoneLabel ? <span className={classes.phoneLabel}>{offices.phoneLabel}</span> : null}
              <Anchor
                component={SmartLink}
                href={telHref(office.phone)}
                inherit
                underline="always"
                className={classes.telLink}
              >
                {office.phone}
              </Anchor>
            </Text>
            <div className={classes.cardAction}>
              <Button
                component={SmartLink}
                href={directionsHref(office)}
                newTab
                variant="outline"
                size="sm"
                leftSection={<Icon name="map-pin" size={16} />}
              >
                {offices.directionsLabel}
              </Button>
            </div>
          </Paper>
        ))}
      </Box>

      {cta ? (
        <Paper className={classes.cta}>
          <div>
            <Title order={2} className={classes.subheading}>
              {cta.title}
            </Title>
            {cta.text ? <Text className={classes.ctaText}>{cta.text}</Text> : null}
          </div>
          <ActionButton action={cta.action} />
        </Paper>
      ) : null}
    </Section>
  );
}

import { Badge, Button, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ContactBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { Island } from '../../ui/islands/Island';
import contactForm from './ContactForm.island';
import { directionsHref, telHref } from './directions';
import classes from './Contact.module.css';

export function Contact({ id, channels, form, departments, offices, cta }: ContactBlock) {
  return (
    <Section id={id}>
      <header className={classes.groupHeader}>
        <Title order={2}>{channels.heading}</Title>
        {channels.intro ? (
          <Text c="gray.7" size="lg" mt="xs">
            {channels.intro}
          </Text>
        ) : null}
      </header>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.list}>
        {channels.items.map((channel) => (
          <Paper component="li" key={channel.title} withBorder radius="lg" p="lg" className={classes.card}>
            {channel.icon ? (
              <ThemeIcon size={44} radius="md" variant="light" color="fern">
                <Icon name={channel.icon} />
              </ThemeIcon>
            ) : null}
            <Title order={3} mt={channel.icon ? 'md' : undefined}>
              {channel.title}
            </Title>
            <Text c="gray.8" mt={6}>
              {channel.description}
            </Text>
            <Text fw={700} size="sm" c="gray.9" mt="sm" className={classes.details}>
              {channel.details}
            </Text>
            <Text size="sm" c="gray.7" mt={4} className={classes.hours}>
              <IconClock size={16} stroke={1.75} aria-hidden="true" />
              {channel.hours}
            </Text>
            <div className={classes.cardAction}>
              <ActionButton action={channel.action} size="sm" fallbackVariant="secondary" />
            </div>
          </Paper>
        ))}
      </SimpleGrid>

      <div className={classes.formRow}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.formPanel}>
          <Title order={2} size="h3">
            {form.heading}
          </Title>
          {form.intro ? (
            <Text c="gray.7" mt="xs">
              {form.intro}
            </Text>
          ) : null}
          <Island of={contactForm} when="visible" props={form} />
        </Paper>
        <div>
          <Title order={2} size="h3">
            {departments.heading}
          </Title>
          <ul className={`${classes.list} ${classes.departments}`}>
            {departments.items.map((department) => (
              <li key={department.name} className={classes.department}>
                <Title order={3} size="h5">
                  {department.name}
                </Title>
                <Text size="sm" c="gray.7" mt={2}>
                  {department.description}
                </Text>
                <SmartLink href={`mailto:${department.email}`} className={classes.mailLink}>
                  <IconMail size={16} stroke={1.75} aria-hidden="true" />
                  {department.email}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <header className={classes.groupHeader} data-spaced="">
        <Title order={2}>{offices.heading}</Title>
      </header>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.list}>
        {offices.items.map((office) => (
          <Paper
            component="li"
            key={`${office.city}-${office.address}`}
            withBorder
            radius="lg"
            p="lg"
            className={classes.card}
          >
            <Badge variant="light" color="ocean" radius="sm" className={classes.officeType}>
              {office.type}
            </Badge>
            <Title order={3} mt="sm">
              {office.city}
            </Title>
            <address className={classes.address}>
              {office.address}
              <br />
              {office.city}
              {office.state ? `, ${office.state}` : ''} {office.zipCode}
            </address>
            <Text size="sm" mt="xs" className={classes.phone}>
              <IconPhone size={16} stroke={1.75} aria-hidden="true" />
              {offices.phoneLabel ? <span className={classes.phoneLabel}>{offices.phoneLabel}</span> : null}
              <SmartLink href={telHref(office.phone)} className={classes.telLink}>
                {office.phone}
              </SmartLink>
            </Text>
            <div className={classes.cardAction}>
              <Button
                component={SmartLink}
                href={directionsHref(office)}
                newTab
                variant="outline"
                size="sm"
                leftSection={<IconMapPin size={16} stroke={1.75} aria-hidden="true" />}
              >
                {offices.directionsLabel}
              </Button>
            </div>
          </Paper>
        ))}
      </SimpleGrid>

      {cta ? (
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt={48} className={classes.cta}>
          <div>
            <Title order={2} size="h3">
              {cta.title}
            </Title>
            {cta.text ? (
              <Text c="gray.8" mt="xs">
                {cta.text}
              </Text>
            ) : null}
          </div>
          <ActionButton action={cta.action} />
        </Paper>
      ) : null}
    </Section>
  );
}

import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivityHeartbeat } from '@tabler/icons-react';
import { useId } from 'react';
import type { StatusBoardBlock, StatusIncident } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { formatIsoDate } from '../ArticleGrid/formatIsoDate';
import { Island } from '../../ui/islands/Island';
import emailSignupForm from '../Newsletter/EmailSignupForm.island';
import { LastUpdated } from './LastUpdated';
import { StatusPill } from './StatusPill';
import { impactTone, incidentStatusTone, serviceStatusKey, serviceStatusTone } from './statusTones';
import classes from './StatusBoard.module.css';

export function StatusBoard({
  id,
  headline,
  summary,
  lastUpdatedLabel,
  metrics,
  servicesHeading,
  statusLabels,
  serviceLabels,
  services,
  incidentsHeading,
  incidentLabels,
  incidents,
  subscribe,
}: StatusBoardBlock) {
  return (
    <Section id={id}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.headline}>
        <ThemeIcon size={52} radius="xl" color="fern" variant="light" className={classes.headlineIcon}>
          <IconActivityHeartbeat size={28} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <div>
          <Title order={2}>{headline}</Title>
          {summary ? (
            <Text c="gray.8" mt={4}>
              {summary}
            </Text>
          ) : null}
          <LastUpdated label={lastUpdatedLabel} />
        </div>
      </Paper>

      <SimpleGrid
        component="ul"
        cols={{ base: 2, md: 4 }}
        spacing={{ base: 'sm', sm: 'md' }}
        mt="lg"
        className={classes.list}
      >
        {metrics.map((metric) => (
          <Paper
            component="li"
            key={metric.label}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            className={classes.metric}
          >
            <span className={classes.metricValue}>{metric.value}</span>
            <span className={classes.metricLabel}>{metric.label}</span>
            <Text component="span" size="sm" c="gray.7">
              {metric.period}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Title order={2} mt={48} mb="md">
        {servicesHeading}
      </Title>
      <Paper withBorder radius="lg" className={classes.services}>
        <ul className={classes.list}>
          {services.map((service) => {
            const status = service.status as string;
            return (
              <li key={service.name} className={classes.service}>
                <Title order={3} size="h5" className={classes.serviceName}>
                  {service.name}
                </Title>
                <span className={classes.serviceStatus}>
                  <StatusPill tone={serviceStatusTone(status)} label={statusLabels[serviceStatusKey(status)]} />
                </span>
                <Text size="sm" c="gray.7" className={classes.serviceMeta}>
                  <span className={classes.fact}>
                    {serviceLabels.uptime} <strong className={classes.strong}>{service.uptime}</strong>
                  </span>
                  <span className={classes.fact}>
                    {serviceLabels.lastIncident} <span className={classes.strong}>{service.lastIncident}</span>
                  </span>
                </Text>
              </li>
            );
          })}
        </ul>
      </Paper>

      <Title order={2} mt={48} mb="md">
        {incidentsHeading}
      </Title>
      <Stack gap="md">
        {incidents.map((incident) => (
          <Incident key={`${incident.date}-${incident.title}`} incident={incident} labels={incidentLabels} />
        ))}
      </Stack>

      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt={48} className={classes.subscribe}>
        <div>
          <Title order={2} size="h3">
            {subscribe.heading}
          </Title>
          {subscribe.text ? (
            <Text c="gray.8" mt="xs">
              {subscribe.text}
            </Text>
          ) : null}
        </div>
        <div>
          <Island
            of={emailSignupForm}
            when="visible"
            props={{
              emailLabel: subscribe.emailLabel,
              placeholder: subscribe.placeholder,
              buttonLabel: subscribe.buttonLabel,
              invalidMessage: subscribe.invalidMessage,
              feedback: subscribe.feedback,
            }}
          />
        </div>
      </Paper>
    </Section>
  );
}

interface IncidentProps {
  incident: StatusIncident;
  labels: StatusBoardBlock['incidentLabels'];
}

function Incident({ incident, labels }: IncidentProps) {
  const updatesId = useId();
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.incident}>
      <div className={classes.incidentTop}>
        <Title order={3}>{incident.title}</Title>
        <StatusPill tone={incidentStatusTone(incident.status)} label={incident.status} />
      </div>
      <div className={classes.incidentMeta}>
        <Text component="span" size="sm" c="gray.7">
          <time dateTime={incident.date}>{formatIsoDate(incident.date)}</time>
        </Text>
        <dl className={classes.metaList}>
          <div className={classes.metaPair}>
            <dt>{labels.duration}</dt>
            <dd>{incident.duration}</dd>
          </div>
          <div className={classes.metaPair}>
            <dt>{labels.impact}</dt>
            <dd>
              <StatusPill tone={impactTone(incident.impact)} label={incident.impact} />
            </dd>
          </div>
        </dl>
      </div>
      <div className={classes.description}>
        <Paragraphs text={incident.description} />
      </div>
      <Text id={updatesId} fw={700} size="sm" mt="md" c="gray.8">
        {labels.updates}
      </Text>
      <ol className={classes.timeline} aria-labelledby={updatesId}>
        {incident.updates.map((update, index) => (
          <li key={index} className={classes.timelineItem}>
            <Text size="sm" fw={700} c="gray.9">
              {update.time}
            </Text>
            <Text size="sm" c="gray.8">
              {update.message}
            </Text>
          </li>
        ))}
      </ol>
    </Paper>
  );
}

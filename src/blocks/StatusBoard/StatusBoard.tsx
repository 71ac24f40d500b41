import { Box, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { StatusBoardBlock, StatusIncident } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { EmailSignupForm } from '../../ui/EmailSignup/EmailSignupForm';
import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import { StatusPill } from './StatusPill';
import { UptimeBars } from './UptimeBars';
import { impactTone, incidentStatusTone, serviceStatusKey, serviceStatusTone } from './statusTones';
import classes from './StatusBoard.module.css';

export function StatusBoard({
  id,
  headline,
  summary,
  lastUpdatedLabel,
  updated,
  metrics,
  servicesHeading,
  uptime,
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
      <Paper className={classes.headline}>
        <IconBadge name="activity-heartbeat" size="lg" shape="circle" />
        <div className={classes.headlineText}>
          <Title order={2}>{headline}</Title>
          {summary ? <Text className={classes.summary}>{summary}</Text> : null}
          <Text className={classes.updated}>
            {lastUpdatedLabel}{' '}
            <time className={classes.time} dateTime={`${updated.slice(0, 16)}:00Z`}>
              {formatUpdated(updated)}
            </time>
          </Text>
        </div>
      </Paper>
      <FirstScreenEnd />

      <Title order={2} className={classes.servicesHeading}>
        {servicesHeading}
      </Title>
      <Paper component="ul" withBorder className={classes.services}>
        {services.map((service) => {
          const status = service.status as string;
          return (
            <li key={service.name} className={classes.service}>
              <Title order={3} className={classes.serviceName}>
                {service.name}
              </Title>
              <span className={classes.serviceStatus}>
                <StatusPill tone={serviceStatusTone(status)} label={statusLabels[serviceStatusKey(status)]} />
              </span>
              <Text className={classes.serviceMeta}>
                <span className={classes.fact}>
                  {serviceLabels.uptime} <strong className={classes.strong}>{service.uptime}</strong>
                </span>
                <span className={classes.fact}>
                  {serviceLabels.lastIncident} <span className={classes.strong}>{service.lastIncident}</span>
                </span>
              </Text>
              {uptime ? (
                <UptimeBars
                  labels={uptime}
                  statusLabels={statusLabels}
                  endDate={updated.slice(0, 10)}
                  history={service.history ?? []}
                />
              ) : null}
            </li>
          );
        })}
      </Paper>

      <Box component="ul" className={classes.metrics}>
        {metrics.map((metric) => (
          <Paper component="li" withBorder key={metric.label} className={classes.metric}>
            <Text span className={classes.metricValue}>
              {metric.value}
            </Text>
            <Text span className={classes.metricLabel}>
              {metric.label}
            </Text>
            <Text span className={classes.metricPeriod}>
              {metric.period}
            </Text>
          </Paper>
        ))}
      </Box>

      <Title order={2} className={classes.partHeading}>
        {incidentsHeading}
      </Title>
      <div className={classes.incidents}>
        {incidents.map((incident) => (
          <Incident key={`${incident.date}-${incident.title}`} incident={incident} labels={incidentLabels} />
        ))}
      </div>

      <Paper withBorder className={classes.subscribe}>
        <div>
          <Title order={2} className={classes.subscribeHeading}>
            {subscribe.heading}
          </Title>
          {subscribe.text ? <Text className={classes.subscribeText}>{subscribe.text}</Text> : null}
        </div>
        <div>
          <EmailSignupForm
            emailLabel={subscribe.emailLabel}
            placeholder={subscribe.placeholder}
            buttonLabel={subscribe.buttonLabel}
            invalidMessage={subscribe.invalidMessage}
            feedback={subscribe.feedback}
          />
        </div>
      </Paper>
    </Section>
  );
}

/** A YYYY-MM-DDTHH:MMZ time as November 28, 2026, 8:00 AM UTC: the same on the server and for every visitor. */
export function formatUpdated(updated: string): string {
  const hours = Number(updated.slice(11, 13));
  const clock = `${hours % 12 || 12}:${updated.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatIsoDate(updated.slice(0, 10))}, ${clock} UTC`;
}

interface IncidentProps {
  incident: StatusIncident;
  labels: StatusBoardBlock['incidentLabels'];
}

function Incident({ incident, labels }: IncidentProps) {
  const updatesId = useId();
  return (
    <Paper component="article" withBorder className={classes.incident}>
      <div className={classes.incidentTop}>
        <Title order={3}>{incident.title}</Title>
        <StatusPill tone={incidentStatusTone(incident.status)} label={incident.status} />
      </div>
      <div className={classes.incidentMeta}>
        <Text span className={classes.incidentDate}>
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
      <Text id={updatesId} className={classes.updatesHeading}>
        {labels.updates}
      </Text>
      <Box component="ol" className={classes.timeline} aria-labelledby={updatesId}>
        {incident.updates.map((update, index) => (
          <li key={index} className={classes.timelineItem}>
            <Text className={classes.updateTime}>{update.time}</Text>
            <Text className={classes.updateMessage}>{update.message}</Text>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

import { useId } from 'react';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { StatusBoardBlock, StatusIncident } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { EmailSignupForm } from '../Newsletter/EmailSignupForm';
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
      <div className={classes.headline}>
        <IconBadge name="activity-heartbeat" size="lg" shape="circle" />
        <div>
          <h2>{headline}</h2>
          {summary ? <p className={classes.summary}>{summary}</p> : null}
          <LastUpdated label={lastUpdatedLabel} />
        </div>
      </div>

      <ul className={classes.metrics}>
        {metrics.map((metric) => (
          <li key={metric.label} className={classes.metric}>
            <span className={classes.metricValue}>{metric.value}</span>
            <span className={classes.metricLabel}>{metric.label}</span>
            <span className={classes.metricPeriod}>{metric.period}</span>
          </li>
        ))}
      </ul>

      <h2 className={classes.partHeading}>{servicesHeading}</h2>
      <ul className={classes.services}>
        {services.map((service) => {
          const status = service.status as string;
          return (
            <li key={service.name} className={classes.service}>
              <h3 className={classes.serviceName}>{service.name}</h3>
              <span className={classes.serviceStatus}>
                <StatusPill tone={serviceStatusTone(status)} label={statusLabels[serviceStatusKey(status)]} />
              </span>
              <p className={classes.serviceMeta}>
                <span className={classes.fact}>
                  {serviceLabels.uptime} <strong className={classes.strong}>{service.uptime}</strong>
                </span>
                <span className={classes.fact}>
                  {serviceLabels.lastIncident} <span className={classes.strong}>{service.lastIncident}</span>
                </span>
              </p>
            </li>
          );
        })}
      </ul>

      <h2 className={classes.partHeading}>{incidentsHeading}</h2>
      <div className={classes.incidents}>
        {incidents.map((incident) => (
          <Incident key={`${incident.date}-${incident.title}`} incident={incident} labels={incidentLabels} />
        ))}
      </div>

      <div className={classes.subscribe}>
        <div>
          <h2 className={classes.subscribeHeading}>{subscribe.heading}</h2>
          {subscribe.text ? <p className={classes.subscribeText}>{subscribe.text}</p> : null}
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
      </div>
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
    <article className={classes.incident}>
      <div className={classes.incidentTop}>
        <h3>{incident.title}</h3>
        <StatusPill tone={incidentStatusTone(incident.status)} label={incident.status} />
      </div>
      <div className={classes.incidentMeta}>
        <span className={classes.incidentDate}>
          <time dateTime={incident.date}>{formatIsoDate(incident.date)}</time>
        </span>
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
      <p id={updatesId} className={classes.updatesHeading}>
        {labels.updates}
      </p>
      <ol className={classes.timeline} aria-labelledby={updatesId}>
        {incident.updates.map((update, index) => (
          <li key={index} className={classes.timelineItem}>
            <p className={classes.updateTime}>{update.time}</p>
            <p className={classes.updateMessage}>{update.message}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

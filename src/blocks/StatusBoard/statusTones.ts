/** The colour family of a status indicator. */
export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'gray';

/** The service statuses the site knows; any other value is shown as unknown. */
export type ServiceStatusKey = 'operational' | 'maintenance' | 'degraded' | 'outage' | 'unknown';

const serviceTones: Record<ServiceStatusKey, Tone> = {
  operational: 'green',
  maintenance: 'yellow',
  degraded: 'orange',
  outage: 'red',
  unknown: 'gray',
};

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/** The known status a service's status text stands for; anything unrecognised is unknown. */
export function serviceStatusKey(status: string): ServiceStatusKey {
  const key = normalise(status);
  return Object.hasOwn(serviceTones, key) ? (key as ServiceStatusKey) : 'unknown';
}

/** operational green, maintenance yellow, degraded orange, outage red, anything else gray. */
export function serviceStatusTone(status: string): Tone {
  return serviceTones[serviceStatusKey(status)];
}

/** Resolved or Completed green, anything else (such as In Progress) yellow. */
export function incidentStatusTone(status: string): Tone {
  const key = normalise(status);
  return key === 'resolved' || key === 'completed' ? 'green' : 'yellow';
}

/** Low green, Medium yellow, anything else (such as High) red. */
export function impactTone(impact: string): Tone {
  const key = normalise(impact);
  if (key === 'low') return 'green';
  if (key === 'medium') return 'yellow';
  return 'red';
}

import { describe, expect, it } from 'vitest';
import { impactTone, incidentStatusTone, serviceStatusKey, serviceStatusTone } from './statusTones';

describe('serviceStatusTone', () => {
  it('colours the four known statuses', () => {
    expect(serviceStatusTone('operational')).toBe('green');
    expect(serviceStatusTone('maintenance')).toBe('yellow');
    expect(serviceStatusTone('degraded')).toBe('orange');
    expect(serviceStatusTone('outage')).toBe('red');
  });

  it('shows anything else in gray', () => {
    expect(serviceStatusTone('partial')).toBe('gray');
    expect(serviceStatusTone('')).toBe('gray');
    expect(serviceStatusTone('unknown')).toBe('gray');
    expect(serviceStatusTone('toString')).toBe('gray');
  });

  it('ignores case and surrounding spaces', () => {
    expect(serviceStatusTone(' Operational ')).toBe('green');
    expect(serviceStatusTone('OUTAGE')).toBe('red');
  });
});

describe('serviceStatusKey', () => {
  it('maps known statuses to themselves and every other value to unknown', () => {
    expect(serviceStatusKey('degraded')).toBe('degraded');
    expect(serviceStatusKey('Maintenance')).toBe('maintenance');
    expect(serviceStatusKey('down')).toBe('unknown');
    expect(serviceStatusKey('constructor')).toBe('unknown');
    expect(serviceStatusKey('__proto__')).toBe('unknown');
  });
});

describe('incidentStatusTone', () => {
  it('shows Resolved in green', () => {
    expect(incidentStatusTone('Resolved')).toBe('green');
    expect(incidentStatusTone('resolved')).toBe('green');
  });

  it('shows anything else in yellow', () => {
    expect(incidentStatusTone('In Progress')).toBe('yellow');
    expect(incidentStatusTone('Monitoring')).toBe('yellow');
    expect(incidentStatusTone('')).toBe('yellow');
  });
});

describe('impactTone', () => {
  it('shows Low in green and Medium in yellow', () => {
    expect(impactTone('Low')).toBe('green');
    expect(impactTone('medium')).toBe('yellow');
  });

  it('shows anything else in red', () => {
    expect(impactTone('High')).toBe('red');
    expect(impactTone('Critical')).toBe('red');
    expect(impactTone('')).toBe('red');
  });
});

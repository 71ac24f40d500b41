import { formatIsoDate } from '../../core/formatIsoDate';
import type { StatusBoardBlock, StatusHistoryDay } from '../../generated/page';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './StatusBoard.module.css';

type UptimeLabels = NonNullable<StatusBoardBlock['uptime']>;
type IssueStatus = StatusHistoryDay['status'];

const DAY_MS = 86_400_000;
/** A bar is 3 units wide with a 1-unit gap; the SVG stretches to the row's width (no text inside to distort). */
const PITCH = 4;
const BAR = 3;
const HEIGHT = 24;

/** The day of a YYYY-MM-DD date as a count of days since 1970, so days subtract without time zones. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** One path of bars at the given slots: `M x 0 h 3 v 24 h -3 z` each, so a status costs one element, not 90. */
function barsPath(slots: readonly number[]): string {
  return slots.map((slot) => `M${slot * PITCH} 0h${BAR}v${HEIGHT}h-${BAR}z`).join('');
}

interface UptimeBarsProps {
  labels: UptimeLabels;
  statusLabels: StatusBoardBlock['statusLabels'];
  /** The last day of the period, YYYY-MM-DD. */
  endDate: string;
  history: readonly StatusHistoryDay[];
}

/**
 * A service's daily uptime as a strip of bars, drawn on the server as plain SVG: at this size (one path per
 * status) a charting library adds nothing. The strip is hidden from assistive technology; a sentence in the same
 * place names the days with issues instead.
 */
export function UptimeBars({ labels, statusLabels, endDate, history }: UptimeBarsProps) {
  const last = dayNumber(endDate);
  const first = last - labels.days + 1;
  const issues = new Map<number, IssueStatus>();
  for (const day of history) {
    const number = dayNumber(day.date);
    if (number >= first && number <= last) issues.set(number - first, day.status);
  }
  const slots: Record<IssueStatus | 'operational', number[]> = {
    operational: [],
    maintenance: [],
    degraded: [],
    outage: [],
  };
  for (let slot = 0; slot < labels.days; slot += 1) slots[issues.get(slot) ?? 'operational'].push(slot);
  const listed = history.filter((day) => issues.has(dayNumber(day.date) - first));

  return (
    <div className={classes.uptime}>
      <svg
        className={classes.uptimeBars}
        viewBox={`0 0 ${labels.days * PITCH - (PITCH - BAR)} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {(Object.keys(slots) as (keyof typeof slots)[]).map((status) =>
          slots[status].length > 0 ? (
            <path key={status} d={barsPath(slots[status])} className={classes.uptimeDay} data-status={status} />
          ) : null,
        )}
      </svg>
      <div className={classes.uptimeScale} aria-hidden="true">
        <span>{labels.start}</span>
        <span>{labels.end}</span>
      </div>
      <VisuallyHidden>
        {`${labels.caption}: `}
        {listed.length === 0
          ? labels.noIssues
          : `${labels.issueDays} ${listed.map((day) => `${formatIsoDate(day.date)}, ${statusLabels[day.status]}`).join('; ')}`}
      </VisuallyHidden>
    </div>
  );
}

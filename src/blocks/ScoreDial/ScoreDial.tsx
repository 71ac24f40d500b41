import { List, Paper, Text, Title } from '@mantine/core';
import type { ScoreBand, ScoreDialBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './ScoreDial.module.css';

const CX = 120;
const CY = 122;
const RADIUS = 96;
const STROKE = 18;
/** Overlap between neighbouring band arcs, in degrees, so no seam shows between them. */
const GAP = 0.4;

/** The point on the gauge's arc at an angle in degrees, 180 at the left end and 0 at the right. */
function pointAt(degrees: number, radius = RADIUS): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: CX + radius * Math.cos(radians), y: CY - radius * Math.sin(radians) };
}

function arcPath(fromDegrees: number, toDegrees: number): string {
  const start = pointAt(fromDegrees);
  const end = pointAt(toDegrees);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

function fill(template: string, score: number, band: string): string {
  return template.replaceAll('{score}', String(score)).replaceAll('{band}', band);
}

function bandOf(bands: ScoreBand[], score: number): ScoreBand | undefined {
  return bands.find((band) => score >= band.min && score <= band.max);
}

/** Each band a bordered row: its swatch, name and description, and its range at the end. */
const legendClassNames = {
  root: classes.legend,
  item: classes.legendItem,
  itemWrapper: classes.legendRow,
  itemLabel: classes.legendLabel,
};

/*
 * The gauge is the block's own SVG rather than Mantine's RingProgress: a ring shows a share of a whole, while the
 * gauge shows the scale's bands as arcs and the score's place among them (the marker), which a ring cannot draw.
 */
export function ScoreDial({
  id,
  heading,
  intro,
  score,
  band,
  caption,
  ariaLabel,
  legendHeading,
  bands,
  note,
}: ScoreDialBlock) {
  const low = bands[0].min;
  const high = bands[bands.length - 1].max;
  const span = Math.max(high - low, 1);
  const clamped = Math.min(Math.max(score, low), high);
  const angleOf = (value: number) => 180 - ((value - low) / span) * 180;
  const current = bandOf(bands, score);
  const marker = pointAt(angleOf(clamped));
  const needleTip = pointAt(angleOf(clamped), RADIUS - STROKE / 2 - 5);
  const needleBase = pointAt(angleOf(clamped), RADIUS - STROKE / 2 - 26);

  // Each part takes its colours from its band's accent (see the stylesheet): full strength for the band holding the
  // score, pale for the others.
  const accentOf = (item: ScoreBand) => ({ 'data-accent': item.accent, 'data-current': item === current || undefined });

  return (
    <Section id={id} heading={heading} intro={intro}>
      <Paper radius="lg" withBorder className={classes.card}>
        <div className={classes.dialColumn}>
          {caption ? (
            <Text size="sm" fw={700} c="gray.7" tt="uppercase" className={classes.caption}>
              {caption}
            </Text>
          ) : null}
          <svg
            viewBox="0 0 240 150"
            role="img"
            aria-label={fill(ariaLabel, score, band)}
            className={classes.dial}
            focusable="false"
            data-accent={current?.accent ?? 'fern'}
          >
            {bands.map((item, index) => {
              const from = angleOf(item.min);
              const next = bands[index + 1];
              const to = next ? angleOf(next.min) - GAP : angleOf(item.max);
              return (
                <path
                  key={item.name}
                  d={arcPath(from, to)}
                  fill="none"
                  strokeWidth={STROKE}
                  className={classes.arc}
                  {...accentOf(item)}
                />
              );
            })}
            <circle cx={CX - RADIUS} cy={CY} r={STROKE / 2} className={classes.cap} {...accentOf(bands[0])} />
            <circle
              cx={CX + RADIUS}
              cy={CY}
              r={STROKE / 2}
              className={classes.cap}
              {...accentOf(bands[bands.length - 1])}
            />
            <line
              x1={needleBase.x}
              y1={needleBase.y}
              x2={needleTip.x}
              y2={needleTip.y}
              strokeWidth={4}
              strokeLinecap="round"
              className={classes.needle}
            />
            <circle
              cx={marker.x}
              cy={marker.y}
              r={STROKE / 2 + 3}
              strokeWidth={4}
              className={classes.marker}
              data-marker
            />
            <text x={CX} y={CY - 12} textAnchor="middle" className={classes.score}>
              {score}
            </text>
            <text x={CX} y={CY + 12} textAnchor="middle" className={classes.band}>
              {band}
            </text>
            <text x={CX - RADIUS} y={CY + 24} textAnchor="middle" className={classes.end}>
              {low}
            </text>
            <text x={CX + RADIUS} y={CY + 24} textAnchor="middle" className={classes.end}>
              {high}
            </text>
          </svg>
          {note ? (
            <Text size="sm" c="gray.7" ta="center" className={classes.note}>
              {note}
            </Text>
          ) : null}
        </div>
        <div>
          {legendHeading ? (
            <Title order={3} className={classes.legendHeading}>
              {legendHeading}
            </Title>
          ) : null}
          {/* role="list": Safari drops a list's semantics when its markers are hidden. */}
          <List
            role="list"
            listStyleType="none"
            icon={<span className={classes.swatch} />}
            classNames={legendClassNames}
          >
            {bands.map((item) => (
              <List.Item key={item.name} mod={{ current: item === current, accent: item.accent }}>
                <span className={classes.legendText}>
                  <Text span fw={700}>
                    {item.name}
                  </Text>
                  {item.description ? (
                    <Text span size="sm" c="gray.7">
                      {item.description}
                    </Text>
                  ) : null}
                </span>
                <Text span fw={600} c="gray.8" className={classes.range}>
                  {item.min}–{item.max}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      </Paper>
    </Section>
  );
}

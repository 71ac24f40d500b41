import type { CalculatorBlock, CalculatorInput } from '../../generated/page';
import type { ChartColumn } from './formulas';
import classes from './Calculator.module.css';
import hidden from '../../ui/visuallyHidden.module.css';

type ChartLabels = NonNullable<CalculatorBlock['chart']>;

// Plain SVG, not d3-shape/d3-scale or @visx: the chart is stacked columns on a linear scale from zero, which is a
// few lines of arithmetic; a library would add a dependency to the island's bundle for nothing it draws. The SVG
// mixes units so nothing is distorted: x in percent of the width, y in pixels of a fixed height.
const HEIGHT = 176;
const TOP = 18;
const BASE = HEIGHT - 22;
const SLOT = 20;
/** The share of the width left of the columns, where the value labels stand clear of them. */
const GUTTER = 0.13;

/** A round top for the axis, 1, 2, 2.5 or 5 times a power of ten, at or above the largest column. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

/** An axis figure in dollars, short: $800, $25k, $1.5M. */
function compactDollars(value: number): string {
  if (value >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(2))}M`;
  if (value >= 1_000) return `$${Number((value / 1_000).toFixed(1))}k`;
  return `$${Math.round(value)}`;
}

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

interface CalculatorChartProps {
  labels: ChartLabels;
  columns: readonly ChartColumn[];
  inputs: readonly CalculatorInput[];
  /** Formats a dollar figure for the table, as the results are formatted. */
  format: (value: number) => string;
}

/**
 * The calculator's chart: stacked columns with a light grid and its figures as a table (the SVG is hidden from
 * assistive technology; the table, in a disclosure anyone can open, carries the same numbers).
 */
export function CalculatorChart({ labels, columns, inputs, format }: CalculatorChartProps) {
  const nameOf = (column: ChartColumn) =>
    column.part
      ? (inputs.find((input) => input.id === column.part)?.label ?? column.part)
      : `${labels.periodLabel} ${column.period}`;
  const top = niceMax(Math.max(0, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0))));
  const y = (value: number) => BASE - ((BASE - TOP) * value) / top;
  const slot = (100 * (1 - GUTTER)) / Math.max(1, columns.length);
  const gutterUnits = Number(((columns.length * SLOT * GUTTER) / (1 - GUTTER)).toFixed(2));
  // The columns are drawn in a box of SLOT units a column, stretched to the width: one path a series, in whole
  // units, so thirty years of columns cost two short elements rather than sixty rectangles.
  const bar = Math.round(SLOT * (columns.length > 12 ? 0.66 : columns.length > 6 ? 0.5 : 0.3));
  const seriesPath = (series: number) =>
    columns
      .map((column, index) => {
        const from = column.values.slice(0, series).reduce((sum, value) => sum + value, 0);
        const high = Math.round(y(from + (column.values[series] ?? 0)));
        const height = Math.round(y(from)) - high;
        return height > 0 ? `M${index * SLOT + (SLOT - bar) / 2} ${high}h${bar}v${height}h-${bar}z` : '';
      })
      .join('');
  const last = columns.length - 1;
  const ticked = new Set(columns.length <= 7 ? columns.map((_, index) => index) : [0, Math.floor(last / 2), last]);

  return (
    <figure className={classes.chart}>
      <figcaption className={classes.chartTitle}>{labels.title}</figcaption>
      <svg className={classes.chartSvg} width="100%" height={HEIGHT} aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            x1="0"
            x2="100%"
            y1={Math.round(y(top * share))}
            y2={Math.round(y(top * share))}
            className={classes.gridLine}
          />
        ))}
        <svg
          width="100%"
          height={HEIGHT}
          viewBox={`${-gutterUnits} 0 ${columns.length * SLOT + gutterUnits} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          {labels.series.map((label, series) => (
            <path key={label} d={seriesPath(series)} className={classes.bar} data-series={series} />
          ))}
        </svg>
        {/* The value labels stand in the gutter left of the columns, drawn last with a halo over the grid line. */}
        {[0.5, 1].map((share) => (
          <text key={share} x="0" y={Math.round(y(top * share)) - 5} className={classes.axisText} data-value="">
            {compactDollars(top * share)}
          </text>
        ))}
        {columns.map((column, index) =>
          ticked.has(index) ? (
            <text
              key={column.period}
              x={percent(100 * GUTTER + index * slot + slot / 2)}
              y={HEIGHT - 4}
              textAnchor={
                columns.length > 7 && index === 0 ? 'start' : columns.length > 7 && index === last ? 'end' : 'middle'
              }
              className={classes.axisText}
            >
              {column.part ? nameOf(column) : column.period}
            </text>
          ) : null,
        )}
      </svg>
      <ul className={classes.legend}>
        {labels.series.map((label, series) => (
          <li key={label} className={classes.legendItem}>
            <span className={classes.swatch} data-series={series} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <details className={classes.figures}>
        <summary className={classes.figuresSummary}>{labels.tableLabel}</summary>
        <div className={classes.tableScroll}>
          <table className={classes.table}>
            <caption className={hidden.visuallyHidden}>{labels.title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.periodLabel}</th>
                {labels.series.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.map((column) => (
                <tr key={column.period}>
                  <th scope="row">{column.part ? nameOf(column) : column.period}</th>
                  {labels.series.map((label, series) => (
                    <td key={label}>{format(column.values[series] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { Card, Text, Title } from '@mantine/core';
import type { AllocationSlice, ModelPortfolio, PortfolioMixBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { CheckList } from '../../ui/CheckList';
import { Section } from '../../ui/Section';
import classes from './PortfolioMix.module.css';

// A donut is a few circles with dashed strokes on a circumference of 100 (r = 100 / 2π), each slice a dash as long
// as its percentage: plain SVG, no d3-shape arcs or @visx needed for slices that never animate or interact.
const RADIUS = 15.9155;
const CENTRE = 21;

function Donut({ slices, figure }: { slices: readonly AllocationSlice[]; figure?: ModelPortfolio['figure'] }) {
  // Where each slice starts: the sum of the slices before it.
  const starts = slices.map((_, index) => slices.slice(0, index).reduce((sum, slice) => sum + slice.percent, 0));
  const centre = figure ?? (slices[0] ? { value: `${slices[0].percent}%`, label: slices[0].label } : undefined);
  return (
    <svg className={classes.donut} viewBox={`0 0 ${CENTRE * 2} ${CENTRE * 2}`} aria-hidden="true" focusable="false">
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className={classes.track} />
      {slices.map((slice, index) => {
        // Dashes start at three o'clock; an offset of 25 starts the first slice at twelve, and each next slice
        // where the last one ended, clockwise.
        const offset = 25 - starts[index];
        return (
          <circle
            key={slice.label}
            cx={CENTRE}
            cy={CENTRE}
            r={RADIUS}
            className={classes.slice}
            data-slice={index}
            strokeDasharray={`${slice.percent} ${100 - slice.percent}`}
            strokeDashoffset={offset}
          />
        );
      })}
      {centre ? (
        <>
          <text x={CENTRE} y={CENTRE - 0.5} textAnchor="middle" className={classes.centreValue}>
            {centre.value}
          </text>
          <text x={CENTRE} y={CENTRE + 6} textAnchor="middle" className={classes.centreLabel}>
            {centre.label}
          </text>
        </>
      ) : null}
    </svg>
  );
}

/**
 * Model portfolios, each with its mix as a donut (hidden from assistive technology) and the same mix as a list of
 * labels and percentages beside it, which every reader gets.
 */
export function PortfolioMix({ id, heading, intro, portfolios }: PortfolioMixBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.grid}>
        {portfolios.map((portfolio) => (
          <Card key={portfolio.name} component="article" withBorder radius="lg" padding="lg" className={classes.card}>
            <div className={classes.top}>
              <Title order={3}>{portfolio.name}</Title>
              {portfolio.badge ? <Badge tone="fern">{portfolio.badge}</Badge> : null}
            </div>
            <div className={classes.mix}>
              <Donut slices={portfolio.allocation} figure={portfolio.figure} />
              <ul className={classes.legend}>
                {portfolio.allocation.map((slice, index) => (
                  <li key={slice.label} className={classes.legendItem}>
                    <span className={classes.swatch} data-slice={index} aria-hidden="true" />
                    <span className={classes.legendLabel}>{slice.label}</span>
                    <span className={classes.legendValue}>{`${slice.percent}%`}</span>
                  </li>
                ))}
              </ul>
            </div>
            <Text className={classes.text}>{portfolio.text}</Text>
            {portfolio.facts?.length ? <CheckList items={portfolio.facts} size="sm" className={classes.facts} /> : null}
          </Card>
        ))}
      </div>
    </Section>
  );
}

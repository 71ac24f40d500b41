import { Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { RateTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { TableFrame } from '../../ui/TableFrame';
import classes from './RateTable.module.css';

type Comparison = NonNullable<RateTableBlock['comparison']>;

/**
 * Each account's APY as a bar beside the benchmark's (the national average), longest first as the rows come. Plain
 * SVG bars (a rectangle each, no charting library for a handful of bars), hidden from assistive technology: the
 * account and its rate are written beside each bar.
 */
function ApyComparison({ comparison, rows }: { comparison: Comparison; rows: RateTableBlock['rows'] }) {
  const bars = [
    ...rows.map((row) => ({ label: row.product, apy: row.apy, benchmark: false })),
    { label: comparison.benchmark.label, apy: comparison.benchmark.apy, benchmark: true },
  ];
  const top = Math.max(...bars.map((bar) => Number.parseFloat(bar.apy)));
  return (
    <figure className={classes.comparison}>
      <Title order={3} className={classes.comparisonHeading}>
        {comparison.heading}
      </Title>
      <ul className={classes.bars}>
        {bars.map((bar) => (
          <li key={bar.label} className={classes.barRow} data-benchmark={bar.benchmark || undefined}>
            <span className={classes.barLabel}>{bar.label}</span>
            <svg
              className={classes.bar}
              viewBox="0 0 100 12"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect
                width={Math.max(0.75, Math.round((Number.parseFloat(bar.apy) / top) * 1000) / 10)}
                height="12"
                className={classes.barFill}
              />
            </svg>
            <span className={classes.barValue}>{bar.apy}</span>
          </li>
        ))}
      </ul>
      <Text component="figcaption" size="sm" className={classes.source}>
        {comparison.source}
      </Text>
    </figure>
  );
}

export function RateTable({
  id,
  heading,
  intro,
  asOf,
  asOfLabel,
  columns,
  rows,
  comparison,
  footnote,
}: RateTableBlock) {
  const captionId = useId();
  return (
    <Section id={id} heading={heading} intro={intro}>
      <TableFrame labelledBy={captionId}>
        <Table captionSide="top" striped="odd" verticalSpacing="md" tabularNums className={classes.table}>
          <Table.Caption id={captionId} className={classes.caption}>
            {asOfLabel} <time dateTime={asOf}>{formatIsoDate(asOf)}</time>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.product}</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {columns.apy}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {columns.minimumBalance}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {columns.monthlyFee}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.product}>
                <Table.Th scope="row">{row.product}</Table.Th>
                <Table.Td className={`${classes.number} ${classes.apy}`}>{row.apy}</Table.Td>
                <Table.Td className={classes.number}>{row.minimumBalance}</Table.Td>
                <Table.Td className={classes.number}>{row.monthlyFee}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableFrame>
      {comparison ? <ApyComparison comparison={comparison} rows={rows} /> : null}
      {footnote ? (
        <Text size="sm" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}

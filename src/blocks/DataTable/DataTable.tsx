import { Paper, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { DataTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './DataTable.module.css';

/**
 * A percentage drawn as a bar, its length that share of the track: a plain SVG of two rectangles (no charting
 * library needed for one bar), hidden from assistive technology since the figure beside it says the same.
 */
function PercentBar({ value }: { value: string }) {
  const match = /^(\d{1,3}(?:\.\d+)?)\s?%$/.exec(value.trim());
  if (!match) return null;
  const share = Math.min(100, Number(match[1]));
  return (
    <svg className={classes.bar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="100" height="8" rx="4" className={classes.barTrack} />
      <rect width={share} height="8" rx="4" className={classes.barFill} />
    </svg>
  );
}

/**
 * A table of text keyed by column. On small screens each row is drawn as a card with the column names beside the
 * values; it stays a plain table in the markup, so assistive technology reads it as one at every width.
 */
export function DataTable({ id, heading, intro, caption, columns, rows, footnote }: DataTableBlock) {
  const captionId = useId();
  const [first, ...rest] = columns;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Paper withBorder radius="lg" className={classes.frame}>
        <Table captionSide="top" verticalSpacing="md" aria-labelledby={captionId} className={classes.table}>
          <Table.Caption id={captionId} className={classes.caption}>
            {caption}
          </Table.Caption>
          <Table.Thead className={classes.head}>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" data-align={column.align}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={`${row[first.key] ?? ''}-${index}`} className={classes.row}>
                <Table.Th scope="row" className={classes.rowHeader} data-align={first.align}>
                  {row[first.key]}
                </Table.Th>
                {rest.map((column) => {
                  const value = row[column.key];
                  return (
                    <Table.Td
                      key={column.key}
                      className={classes.cell}
                      data-align={column.align}
                      data-empty={value === undefined || undefined}
                    >
                      {value === undefined ? null : (
                        <>
                          <span className={classes.cellLabel} aria-hidden="true">
                            {column.label}
                          </span>
                          <span className={classes.cellValue}>
                            {column.bar ? <PercentBar value={value} /> : null}
                            {value}
                          </span>
                        </>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {footnote ? (
        <Text size="sm" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}

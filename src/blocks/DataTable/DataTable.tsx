import { Paper, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { DataTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './DataTable.module.css';

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
                          <span className={classes.cellValue}>{value}</span>
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

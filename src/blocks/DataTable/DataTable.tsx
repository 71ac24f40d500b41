import { Paper, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { DataTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './DataTable.module.css';

/**
 * A table of text keyed by column. On small screens each row is drawn as a card with the column names beside the
 * values; the explicit roles keep the table's semantics when the layout no longer looks like a table.
 */
export function DataTable({ id, heading, intro, caption, columns, rows, footnote }: DataTableBlock) {
  const captionId = useId();
  const [first, ...rest] = columns;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Paper withBorder radius="lg" className={classes.frame}>
        <Table role="table" aria-labelledby={captionId} verticalSpacing="md" className={classes.table}>
          <Table.Caption id={captionId} className={classes.caption}>
            {caption}
          </Table.Caption>
          <Table.Thead role="rowgroup" className={classes.head}>
            <Table.Tr role="row">
              {columns.map((column) => (
                <Table.Th key={column.key} role="columnheader" scope="col" data-align={column.align}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {rows.map((row, index) => (
              <Table.Tr key={`${row[first.key] ?? ''}-${index}`} role="row" className={classes.row}>
                <Table.Th role="rowheader" scope="row" className={classes.rowHeader} data-align={first.align}>
                  {row[first.key]}
                </Table.Th>
                {rest.map((column) => {
                  const value = row[column.key];
                  return (
                    <Table.Td
                      key={column.key}
                      role="cell"
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
        <Text size="sm" c="gray.7" mt="md" maw={760}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}

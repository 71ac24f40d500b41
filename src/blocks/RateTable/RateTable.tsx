import { Table, Text } from '@mantine/core';
import { useId } from 'react';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { RateTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { TableFrame } from '../../ui/TableFrame';
import classes from './RateTable.module.css';

export function RateTable({ id, heading, intro, asOf, asOfLabel, columns, rows, footnote }: RateTableBlock) {
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
      {footnote ? (
        <Text size="sm" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}

import { Paper, Table, Text } from '@mantine/core';
import type { RateTableBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './RateTable.module.css';

/** Formats the ISO date as written in US English, read as a calendar date whatever the visitor's time zone. */
function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function RateTable({ id, heading, intro, asOf, asOfLabel, columns, rows, footnote }: RateTableBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Paper withBorder radius="lg" className={classes.frame}>
        <Table.ScrollContainer minWidth={320}>
          <Table
            verticalSpacing="md"

            striped
            stripedColor="fern.0"
            className={classes.table}
          >
            <Table.Caption className={classes.caption}>
              {asOfLabel} <time dateTime={asOf}>{formatDate(asOf)}</time>
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
        </Table.ScrollContainer>
      </Paper>
      {footnote ? (
        <Text size="sm" c="gray.7" mt="md" maw={760}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}

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
        <table className={classes.table}>
          <caption id={captionId} className={classes.caption}>
            {asOfLabel} <time dateTime={asOf}>{formatIsoDate(asOf)}</time>
          </caption>
          <thead>
            <tr>
              <th scope="col">{columns.product}</th>
              <th scope="col" className={classes.number}>
                {columns.apy}
              </th>
              <th scope="col" className={classes.number}>
                {columns.minimumBalance}
              </th>
              <th scope="col" className={classes.number}>
                {columns.monthlyFee}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.product}>
                <th scope="row">{row.product}</th>
                <td className={`${classes.number} ${classes.apy}`}>{row.apy}</td>
                <td className={classes.number}>{row.minimumBalance}</td>
                <td className={classes.number}>{row.monthlyFee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </Section>
  );
}

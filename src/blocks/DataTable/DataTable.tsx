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
      <div className={classes.frame}>
        <table role="table" aria-labelledby={captionId} className={classes.table}>
          <caption id={captionId} className={classes.caption}>
            {caption}
          </caption>
          <thead role="rowgroup" className={classes.head}>
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" data-align={column.align}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr key={`${row[first.key] ?? ''}-${index}`} role="row" className={classes.row}>
                <th role="rowheader" scope="row" className={classes.rowHeader} data-align={first.align}>
                  {row[first.key]}
                </th>
                {rest.map((column) => {
                  const value = row[column.key];
                  return (
                    <td
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
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </Section>
  );
}

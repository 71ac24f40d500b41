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
      <div className={classes.frame}>
        <table aria-labelledby={captionId} className={classes.table}>
          <caption id={captionId} className={classes.caption}>
            {caption}
          </caption>
          <thead className={classes.head}>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-align={column.align}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row[first.key] ?? ''}-${index}`} className={classes.row}>
                <th scope="row" className={classes.rowHeader} data-align={first.align}>
                  {row[first.key]}
                </th>
                {rest.map((column) => {
                  const value = row[column.key];
                  return (
                    <td
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

import { Fragment } from 'react';

/**
 * `text` with a line-break opportunity (`<wbr>`) after each slash but a leading one, so a path such as
 * `/api/v1/transactions` that does not fit its line wraps between its parts instead of inside a word. The text
 * itself is unchanged.
 */
export function BreakAfterSlashes({ text }: { text: string }) {
  const parts = text.split(/(?<=.\/)(?=.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

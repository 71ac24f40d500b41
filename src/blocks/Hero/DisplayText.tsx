/**
 * A display-size title's text with each comma, period, colon or semicolon that follows a letter drawn close to it.
 * The typeface centres these marks in a wide advance: at the hero's size that left a gap before the mark that read
 * as a space ("help ,"). The text itself is unchanged, for assistive technology and for copying.
 */
export function DisplayText({ text, markClassName }: { text: string; markClassName: string }) {
  const parts = text.split(/(?<=\p{L})([,.;:])/u);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={markClassName}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

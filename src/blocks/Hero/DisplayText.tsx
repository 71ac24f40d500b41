/**
 * A display-size title's text with each comma, period, colon or semicolon that follows a letter drawn close to it.
 * The typeface centres these marks in a wide advance: at the hero's size that left a gap before the mark that read
 * as a space ("help ,"). The text itself is unchanged, for assistive technology and for copying.
 */
export function DisplayText({ text, markClassName }: { text: string; markClassName: string }) {
  const parts = text.split(/(?<=\p{L})([,.;:])/u);
  return <>{withMarks(parts, markClassName)}</>;
}

/**
 * A display-size figure with each thousands comma drawn close to the digits on both sides: the typeface's comma
 * keeps the wide advance of its text form, which at display size read as a space in "$250 ,000". The text itself
 * is unchanged.
 */
export function DisplayFigure({ text, markClassName }: { text: string; markClassName: string }) {
  return <>{withMarks(text.split(/(?<=\d)(,)(?=\d{3})/u), markClassName)}</>;
}

/** The parts of a split with its captured marks (every odd part) wrapped in a span of the given class. */
function withMarks(parts: string[], markClassName: string) {
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={markClassName}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

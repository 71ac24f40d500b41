import { Text } from '@mantine/core';
import classes from './Paragraphs.module.css';

interface ParagraphsProps {
  text: string;
  /** Class added to each paragraph (colour, size); paragraphs after the first are spaced apart. */
  className?: string;
}

/**
 * Text from content, split into paragraphs at blank lines: a Mantine Text each, in the type of what holds them.
 * Always rendered as text, never as markup.
 */
export function Paragraphs({ text, className }: ParagraphsProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <Text key={index} inherit className={className ? `${classes.paragraph} ${className}` : classes.paragraph}>
      {paragraph}
    </Text>
  ));
}

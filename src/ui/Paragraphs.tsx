import { Text, type TextProps } from '@mantine/core';

interface ParagraphsProps extends TextProps {
  text: string;
}

/** Text from content, split into paragraphs at blank lines. Always rendered as text, never as markup. */
export function Paragraphs({ text, ...textProps }: ParagraphsProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <Text key={index} {...textProps} mt={index === 0 ? undefined : 'sm'}>
      {paragraph}
    </Text>
  ));
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DisplayFigure, DisplayText } from './DisplayText';

const markup = (text: string) => renderToStaticMarkup(<DisplayText text={text} markClassName="mark" />);

describe('a display title with its punctuation drawn close', () => {
  it('wraps a comma or period that follows a letter, and leaves the words as they were', () => {
    expect(markup('We are here to help, day or night.')).toBe(
      'We are here to help<span class="mark">,</span> day or night<span class="mark">.</span>',
    );
  });

  it('leaves figures alone: a decimal point or a comma between digits is not after a letter', () => {
    expect(markup('Earn 4.60% APY on $12,040')).toBe('Earn 4.60% APY on $12,040');
  });
});

describe('a display figure with its thousands commas drawn close', () => {
  const figure = (text: string) => renderToStaticMarkup(<DisplayFigure text={text} markClassName="mark" />);

  it('wraps each comma between a digit and three more, and nothing else', () => {
    expect(figure('$250,000')).toBe('$250<span class="mark">,</span>000');
    expect(figure('$1,250,000')).toBe('$1<span class="mark">,</span>250<span class="mark">,</span>000');
    expect(figure('4.60%')).toBe('4.60%');
    expect(figure('2M+, daily')).toBe('2M+, daily');
  });
});

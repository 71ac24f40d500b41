import type { CalculatorBlock } from '../../generated/page';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import calculatorForm from './CalculatorForm.island';

/** A calculator section: static heading and intro, and the form with its results as an island. */
export function Calculator({ type: _type, id, heading, intro, ...form }: CalculatorBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island of={calculatorForm} when="visible" props={form} />
    </Section>
  );
}

import { Input, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { useId, useState } from 'react';
import type { CalculatorBlock, CalculatorInput } from '../../generated/page';
import { CalculatorChart } from './CalculatorChart';
import { acceptValue, chartColumns, compute } from './formulas';
import classes from './Calculator.module.css';

// A payment to the cent ($444.79 is not $444); cover, balances and funds in whole dollars ($750,000, not
// $750,000.00). Each output's YAML says which.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const formatMoney = (value: number, decimals = 0) => (decimals === 2 ? cents : dollars).format(value);
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

type FieldValue = number | string;

/** A value as the visitor reads it, with the field's prefix and suffix, such as $1,000, 30% or 5 years. */
function formatBound(input: CalculatorInput, bound: number): string {
  return `${input.prefix ?? ''}${plainNumber.format(bound)}${input.suffix ?? ''}`;
}

/**
 * The range message with the field's bounds filled in. A unit written as a word (a suffix with a leading space, such
 * as " years") follows the upper bound only, as people write a range: "from 1 to 10 years", never "from 1 years".
 * Symbols stay on both bounds: "from $1,000 to $500,000", "from 0% to 30%".
 */
function fillRange(template: string, input: CalculatorInput): string {
  const wordUnit = input.suffix?.startsWith(' ') ?? false;
  const lower = wordUnit ? `${input.prefix ?? ''}${plainNumber.format(input.min)}` : formatBound(input, input.min);
  return template.replaceAll('{min}', lower).replaceAll('{max}', formatBound(input, input.max));
}

/** The field's value as a number, or null when it is empty, out of range or not one of its options. */
function accepted(input: CalculatorInput, value: FieldValue): number | null {
  const number = acceptValue(value, input.min, input.max);
  if (number === null) return null;
  return input.options && !input.options.includes(number) ? null : number;
}

export type CalculatorFormProps = Omit<CalculatorBlock, 'type' | 'id' | 'heading' | 'intro'>;

/** The calculator itself: its fields and its live results. The block around it is static. */
export function CalculatorForm({
  title,
  kind,
  inputs,
  outputs,
  resultsHeading,
  chart,
  invalidInputMessage,
  rangeMessage,
  note,
}: CalculatorFormProps) {
  const baseId = useId();
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(inputs.map((input) => [input.id, input.defaultValue])),
  );
  const setValue = (inputId: string, value: FieldValue) => setValues((current) => ({ ...current, [inputId]: value }));

  const numbers = Object.fromEntries(
    inputs.map((input) => [input.id, accepted(input, values[input.id] ?? '') ?? undefined]),
  );
  const allValid = inputs.every((input) => numbers[input.id] !== undefined);
  const results = allValid ? compute(kind, numbers) : null;
  const columns = results && chart ? chartColumns(kind, numbers) : null;
  // The chart's table uses the first output's precision: cents beside a loan payment, dollars beside cover.
  const tableDecimals = outputs[0]?.decimals ?? 0;
  const shown = results
    ? outputs.flatMap((output) => (output.id in results ? [{ ...output, value: results[output.id] }] : []))
    : [];

  return (
    <Paper withBorder radius="lg" className={classes.card}>
      {title ? (
        <Title order={3} mb="lg">
          {title}
        </Title>
      ) : null}
      <div className={classes.layout}>
        <div className={classes.summary} aria-live="polite" aria-atomic="true">
          <Text size="sm" fw={700} c="gray.8" tt="uppercase" className={classes.resultsHeading}>
            {resultsHeading}
          </Text>
          {results ? (
            <dl className={classes.outputs}>
              {shown.map((output, index) => (
                <div key={output.id} className={index === 0 ? classes.primary : classes.secondary}>
                  <dt className={classes.outputLabel}>{output.label}</dt>
                  <dd className={classes.outputValue}>{formatMoney(output.value, output.decimals)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Text className={classes.invalid}>
              <IconAlertCircle size={20} aria-hidden="true" className={classes.invalidIcon} />
              <span>{invalidInputMessage}</span>
            </Text>
          )}
        </div>
        <Stack gap="md" className={classes.inputs}>
          {inputs.map((input) => {
            const value = values[input.id] ?? '';
            if (input.options) {
              const fieldId = `${baseId}-${input.id}`;
              return (
                <Input.Wrapper
                  key={input.id}
                  id={fieldId}
                  labelElement="div"
                  size="md"
                  label={input.label}
                  labelProps={{ id: `${fieldId}-label` }}
                  description={input.description}
                  descriptionProps={{ id: `${fieldId}-description` }}
                  classNames={{ description: classes.description }}
                >
                  <SegmentedControl
                    aria-labelledby={`${fieldId}-label`}
                    aria-describedby={input.description ? `${fieldId}-description` : undefined}
                    fullWidth
                    size="md"
                    color="fern"
                    mt={4}
                    data={input.options.map((option) => ({
                      value: String(option),
                      label: formatBound(input, option),
                    }))}
                    value={String(value)}
                    onChange={(next) => setValue(input.id, Number(next))}
                  />
                </Input.Wrapper>
              );
            }
            const decimals = input.decimals ?? 0;
            return (
              <NumberInput
                key={input.id}
                size="md"
                label={input.label}
                description={input.description}
                value={value}
                onChange={(next) => setValue(input.id, next)}
                min={input.min}
                max={input.max}
                step={input.step ?? 1}
                prefix={input.prefix}
                suffix={input.suffix}
                decimalScale={decimals}
                allowDecimal={decimals > 0}
                thousandSeparator=","
                clampBehavior="none"
                inputMode={decimals > 0 ? 'decimal' : 'numeric'}
                error={accepted(input, value) === null ? fillRange(rangeMessage, input) : undefined}
                classNames={{ wrapper: classes.field, description: classes.description, error: classes.error }}
              />
            );
          })}
        </Stack>
        <div className={classes.details}>
          {chart && columns ? (
            <CalculatorChart
              labels={chart}
              columns={columns}
              inputs={inputs}
              format={(value) => formatMoney(value, tableDecimals)}
            />
          ) : null}
          <Text size="xs" c="gray.7" className={classes.note}>
            {note}
          </Text>
        </div>
      </div>
    </Paper>
  );
}

import { Autocomplete } from '@mantine/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import type { Targets } from './types';

/** What the form's custom widgets read from rjsf's formContext. */
export interface FormContext {
  targets: Targets;
}

/** Every in-site link target: each path, and each path with each of its `#anchors`. */
export function linkOptions(targets: Targets): string[] {
  const out: string[] = [];
  for (const page of targets.pages) {
    out.push(page.path);
    for (const anchor of page.anchors) out.push(`${page.path}#${anchor}`);
  }
  return out;
}

function PickerWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors,
  schema,
  options,
  onChange,
  onBlur,
  onFocus,
  data,
}: WidgetProps & { data: string[] }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Autocomplete
      id={id}
      name={id}
      label={labelValue(label || undefined, hideLabel, false)}
      description={hideLabel ? undefined : (options.description ?? schema.description)}
      required={required}
      disabled={disabled || readonly}
      value={text}
      data={data}
      limit={50}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

const targetsOf = (props: WidgetProps): Targets =>
  (props.registry.formContext as FormContext | undefined)?.targets ?? { pages: [], images: [] };

/** A link field: the site's paths and `#anchors` offered as the author types (any https:, mailto: or tel: too). */
export function LinkWidget(props: WidgetProps) {
  return <PickerWidget {...props} data={linkOptions(targetsOf(props))} />;
}

/** An image field: the files under public/images/ offered as the author types. */
export function ImageWidget(props: WidgetProps) {
  return <PickerWidget {...props} data={targetsOf(props).images} />;
}

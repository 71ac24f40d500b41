import Form from '@rjsf/mantine';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RegistryWidgetsType, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { memo, useMemo } from 'react';
import { deriveUiSchema, formSchema } from './formSchema';
import type { JsonObject } from './types';
import { ImageWidget, LinkWidget, type FormContext } from './widgets';
import type { ErrorTree } from './diagnosticPlace';

/**
 * rjsf's validator on the project's own Ajv (draft 2020-12 class). The form does not validate by itself
 * (`noValidate`): the project's validator, run by the server on every change, is the one source of problems, and
 * they come in as `extraErrors` at their fields.
 */
const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: { strict: false } });
const widgets: RegistryWidgetsType = { LinkWidget, ImageWidget };

export interface BlockFormProps {
  /** A key that changes when another block is selected, so the form starts afresh. */
  formKey: string;
  schema: JsonObject;
  value: JsonObject;
  errors: ErrorTree;
  context: FormContext;
  onChange: (value: JsonObject) => void;
}

export const BlockForm = memo(function BlockForm({
  formKey,
  schema,
  value,
  errors,
  context,
  onChange,
}: BlockFormProps) {
  const prepared = useMemo(() => formSchema(schema) as RJSFSchema, [schema]);
  const uiSchema = useMemo(() => deriveUiSchema(schema) as RjsfUiSchema, [schema]);
  return (
    <Form
      key={formKey}
      idPrefix={`f-${formKey}`}
      schema={prepared}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      formContext={context}
      extraErrors={errors as ErrorSchema}
      noValidate
      showErrorList={false}
      onChange={(event: IChangeEvent) => onChange(event.formData as JsonObject)}
    />
  );
});

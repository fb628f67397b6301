/**
 * The beach editor's form: its values live here from the moment the dialog opens until it is
 * saved, so a refused or failed save keeps everything typed. Checked with the API's schema
 * before sending; the server's own field messages are shown under the same fields.
 */
import { Alert, chakra, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import { serverFieldErrors } from '../../data/http/server-errors.ts';
import {
  AccessSection,
  AmenitiesSection,
  ContactSection,
  IdentitySection,
  ValidationSection,
} from './beach-editor-sections.tsx';
import {
  accessTypeOfRules,
  type BeachForm,
  checkBeachForm,
  type FieldErrors,
  formToInput,
} from './beach-form-values.ts';
import { BeachPhotoChooser } from './beach-photo-chooser.tsx';
import { DogRulesEditor } from './dog-rules-editor.tsx';
import type { BeachFormApi } from './editor-fields.tsx';

export const BEACH_FORM_ID = 'beach-editor-form';

export function BeachEditorForm({
  initial,
  save,
}: {
  initial: BeachForm;
  /** Sends the body; rejects with the server's refusal. */
  save: (input: AdminBeachInput) => Promise<unknown>;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const api: BeachFormApi = {
    form,
    errors,
    set: (field, value) => {
      setForm((f) => ({ ...f, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
  };
  const focusFirstInvalid = (root: HTMLFormElement) =>
    requestAnimationFrame(() => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = event.currentTarget;
    const invalid = checkBeachForm(form);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstInvalid(root);
    try {
      await save(formToInput(form));
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      focusFirstInvalid(root);
    }
  };
  const count = Object.values(errors).filter(Boolean).length;
  return (
    <chakra.form id={BEACH_FORM_ID} onSubmit={onSubmit} noValidate aria-label="Beach details">
      <Stack gap="5">
        {count > 0 && (
          <Alert.Root status="error" role="alert" rounded="md">
            <Alert.Indicator />
            <Alert.Title>
              {count === 1 ? 'One field needs' : `${count} fields need`} correcting: see the messages below.
            </Alert.Title>
          </Alert.Root>
        )}
        <IdentitySection api={api} />
        <BeachPhotoChooser api={api} />
        <AccessSection api={api}>
          <DogRulesEditor
            rules={form.dogRules}
            errors={errors}
            onChange={(dogRules) => {
              // The access type follows the rules, as the server derives it.
              setForm((f) => {
                const next = { ...f, dogRules };
                return { ...next, accessType: accessTypeOfRules(next) ?? next.accessType };
              });
              setErrors((e) =>
                Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('dogRules'))),
              );
            }}
          />
        </AccessSection>
        <AmenitiesSection api={api} />
        <ContactSection api={api} />
        <ValidationSection api={api} />
      </Stack>
    </chakra.form>
  );
}

import { isMessageKey, translate, type Envelope, type Language } from '@kokpit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { EDITOR_KEY } from '../api/editor';

/** A shared zod schema from @kokpit/shared, seen through `safeParse` only. */
interface Schema {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The shared schema's errors keyed as the server keys them (`locations.0.address`), translated
 * as the server would: the form shows the same message before and after sending.
 */
export function validateWith(schema: Schema, input: unknown, lang: Language) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= translate(
      lang,
      isMessageKey(issue.message) ? issue.message : 'validation.criteria',
    );
  }
  return errors;
}

/**
 * Saves one tab of the editor: checked first with the shared schema, then on the server, whose
 * field errors land on the same fields; the saved editor replaces the cached one.
 */
export function useEditorSave<I, R>(
  schema: Schema,
  action: (input: I) => Promise<Envelope<R>>,
  lang: Language,
) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (envelope) => {
      setErrors({});
      queryClient.setQueryData(EDITOR_KEY, envelope.data);
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notify({ message: describeError(error), tone: 'error' });
    },
  });
  const submit = (input: I) => {
    const found = validateWith(schema, input, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(input);
  };
  return { submit, errors, saving: mutation.isPending };
}

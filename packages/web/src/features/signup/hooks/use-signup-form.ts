import { isMessageKey, translate, type Language, type MessageKey } from '@kokpit/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useLanguage } from '../../../lib/i18n/use-language';
import { isRequestError } from '../../../lib/socket';

/** The part of a zod issue the form reads (kept structural so the web app needs no zod import). */
interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** A shared zod schema from @kokpit/shared, seen through `safeParse` only. */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The schemas' messages are server catalogue keys (SPEC §5 texts): translated here with the
 * server catalogues of @kokpit/shared, so the form says exactly what the server would.
 */
export function translateIssues(issues: readonly Issue[], lang: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    if (errors[field]) continue;
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.criteria';
    const params =
      issue.code === 'too_big' && issue.maximum !== undefined
        ? { max: Number(issue.maximum) }
        : undefined;
    errors[field] = translate(lang, key, params);
  }
  return errors;
}

interface Options<V, T> {
  schema: FormSchema<T>;
  initial: V;
  /** The form's text values as the schema's input (numbers parsed, empty optionals dropped). */
  toInput: (values: V) => unknown;
}

/**
 * State of a sign-up form validated live by a shared schema. A field shows its error once the
 * visitor has typed in it or left it, every field once they tried to submit; errors the server
 * found (taken username, used coupon…) stay on their field until it changes.
 */
export function useSignupForm<V extends Record<string, unknown>, T>({
  schema,
  initial,
  toInput,
}: Options<V, T>) {
  type Field = keyof V & string;
  const lang = useLanguage();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => schema.safeParse(toInput(values)), [schema, toInput, values]);
  const clientErrors = useMemo(
    () => (parsed.success ? {} : translateIssues(parsed.error.issues, lang)),
    [parsed, lang],
  );

  const setValue = useCallback(<K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const touch = useCallback((field: Field) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const errorFor = (field: Field): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? clientErrors[field] : undefined);

  /** Props for a Mantine text input bound to a string field. */
  const textProps = (field: Field) => ({
    name: field,
    value: String(values[field] ?? ''),
    error: errorFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.value as V[Field]),
    onBlur: () => touch(field),
  });

  /*
   * Moves focus to the first field with an error (`data-field-invalid` marks fields that are
   * not inputs, such as the map) after React has drawn the errors: an effect, because a
   * timer could run before the commit.
   */
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-invalid]')
      ?.focus();
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((n) => n + 1);

  /** Marks the attempt; returns the parsed form, or null (and focuses the first error). */
  const submit = (): T | null => {
    setSubmitted(true);
    setServerErrors({});
    if (parsed.success) return parsed.data;
    focusFirstError();
    return null;
  };

  /**
   * Puts the server's `data.fieldErrors` (already translated) under their fields; returns
   * false when the failure was not about fields (the caller shows it as an alert).
   */
  const applyServerError = (error: unknown): boolean => {
    if (!isRequestError(error)) return false;
    const fieldErrors = error.data.fieldErrors;
    if (typeof fieldErrors !== 'object' || fieldErrors === null) return false;
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(fieldErrors as Record<string, unknown>)) {
      if (field in values && typeof message === 'string') errors[field as Field] = message;
    }
    if (Object.keys(errors).length === 0) return false;
    setServerErrors(errors);
    focusFirstError();
    return true;
  };

  return {
    values,
    setValue,
    touch,
    errorFor,
    textProps,
    submit,
    applyServerError,
    formRef,
    /** Whether the visitor already tried to submit (then every error shows). */
    submitted,
  };
}

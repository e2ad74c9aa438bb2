'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-fetch';
import type { FieldErrors, ValidationKey } from '../api/validation';

/**
 * Form state for the account forms: values stay as typed whatever happens (a failed request
 * loses nothing), client errors show after the first submit and clear as a field is fixed,
 * server field errors (422 `details`) land under their fields, the rest above the button.
 */
export function useAccountForm<V extends { [K in keyof V]: string | boolean }>(options: {
  initial: V;
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** `submitter` is the value of the submit button that was pressed, if it has one. */
  submit: (values: V, submitter: string | undefined) => Promise<void>;
}) {
  const t = useTranslations('account.validation');
  const [values, setValues] = useState<V>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [errorCode, setErrorCode] = useState<string | number | undefined>();

  const clientErrors = submitted ? options.validate(values) : {};

  function errorFor(field: keyof V & string): string | undefined {
    const key = (clientErrors as Record<string, ValidationKey | undefined>)[field];
    return key ? t(key) : serverErrors[field];
  }

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    setErrorCode(undefined);
    if (Object.keys(options.validate(values)).length > 0) {
      // Focus the first invalid field once React has rendered the errors.
      const formElement = event.currentTarget;
      requestAnimationFrame(() =>
        formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setPending(true);
    try {
      const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
      await options.submit(values, submitter ?? undefined);
      setServerErrors({});
    } catch (error) {
      if (isApiError(error)) {
        setErrorCode(error.code);
        const fields = error.fieldErrors;
        const known = Object.keys(fields).filter((field) => field in values);
        setServerErrors(Object.fromEntries(known.map((field) => [field, fields[field]])) as never);
        if (known.length === 0)
          setFormError(error.status === 0 ? t('network') : error.displayMessage);
      } else {
        setFormError(t('unexpected'));
      }
    } finally {
      setPending(false);
    }
  }

  return { values, set, errorFor, onSubmit, pending, formError, setFormError, errorCode };
}

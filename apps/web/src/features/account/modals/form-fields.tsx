'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

interface FieldProps {
  label: string;
  /** Already translated message shown under the field. */
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  );
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} data-testid="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  error,
  hint,
  suffix,
  ...input
}: FieldProps & { suffix?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const control = (
    <input
      id={id}
      className={styles.control}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {suffix ? (
        <div className={styles.suffixWrap}>
          {control}
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        </div>
      ) : (
        control
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function PasswordField({
  label,
  error,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('account.form');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: { value: string; label: string }[];
  placeholder?: string;
} & InputHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** A form-level message: the server's answer that belongs to no field. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
}) {
  if (!children) return null;
  return (
    <div
      className={tone === 'error' ? styles.alert : styles.notice}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'form-error' : 'form-notice'}
    >
      {children}
    </div>
  );
}

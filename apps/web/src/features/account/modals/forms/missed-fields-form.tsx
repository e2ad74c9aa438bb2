'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { updatePlayer } from '../../api/platform-client';
import { validateMissedFields, type MissedField } from '../../api/validation';
import { accountKeys } from '../../profile/use-profile';
import { FormAlert, TextField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';

const INPUTS: Record<MissedField, { type: string; autoComplete: string; inputMode?: 'tel' }> = {
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  date_of_birth: { type: 'date', autoComplete: 'bday' },
  mobile_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  country: { type: 'text', autoComplete: 'country' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  postal_code: { type: 'text', autoComplete: 'postal-code' },
};

/**
 * missed_auth_fields: the profile fields the player still owes (before a deposit, or whenever the
 * profile lists them). It cannot be closed; submitting saves them and moves on.
 */
export function MissedFieldsForm({
  fields,
  onDone,
}: {
  fields: MissedField[];
  onDone: () => void;
}) {
  const t = useTranslations('account');
  const queryClient = useQueryClient();
  const form = useAccountForm({
    initial: Object.fromEntries(fields.map((field) => [field, ''])) as Record<MissedField, string>,
    validate: (values) => validateMissedFields(fields, values),
    submit: async (values) => {
      const body = Object.fromEntries(fields.map((field) => [field, values[field].trim()]));
      const player = await updatePlayer(body);
      queryClient.setQueryData(accountKeys.player, player);
      onDone();
    },
  });
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      data-testid="missed-fields-form"
    >
      <FormAlert>{form.formError}</FormAlert>
      {fields.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          name={field}
          {...INPUTS[field]}
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value)}
          error={form.errorFor(field)}
          data-testid={`missed-${field}`}
        />
      ))}
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={form.pending}
        data-testid="missed-fields-submit"
      >
        {form.pending ? t('form.pending') : t('missedFields.submit')}
      </button>
    </form>
  );
}

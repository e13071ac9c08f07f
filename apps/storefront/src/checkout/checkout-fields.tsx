import type {
  CheckoutEvent,
  CheckoutField,
  CheckoutForm,
  FieldChanged,
  FieldErrors,
} from '@nordshop/checkout';
import { useStrings } from '@nordshop/catalog-ui';
import { Field } from '../ui/form-field';

/** The checkout's form as its sections see it: the values, the errors shown, and where changes go. */
export interface CheckoutBinding {
  readonly form: CheckoutForm;
  readonly errors: FieldErrors;
  readonly send: (event: CheckoutEvent) => void;
}

/** Tells the checkout machine that `field` changed to `value`. */
export function changeField<F extends CheckoutField>(
  binding: Pick<CheckoutBinding, 'send'>,
  field: F,
  value: CheckoutForm[F],
): void {
  binding.send({ type: 'checkout.fieldChanged', field, value } as FieldChanged);
}

/** A text field of the checkout form bound to the machine: its value, its shown error, its events. */
export function FormField({
  binding,
  field,
  label,
  ...extra
}: {
  binding: CheckoutBinding;
  field: Exclude<CheckoutField, 'accept_terms' | 'customer_type'>;
  label: string;
} & Pick<Parameters<typeof Field>[0], 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>) {
  const { t } = useStrings();
  const reason = binding.errors[field];
  return (
    <Field
      name={field}
      label={label}
      value={binding.form[field]}
      error={reason ? t(`checkout.error.${reason}`) : undefined}
      onChange={(value) => changeField(binding, field, value)}
      onBlur={() => binding.send({ type: 'checkout.fieldBlurred', field })}
      {...extra}
    />
  );
}

import type {
  CheckoutEvent,
  CheckoutField,
  CheckoutForm,
  FieldChanged,
  FieldErrors,
} from '@nordshop/checkout';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled text field with its error, announced and linked for screen readers. */
export function Field({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}) {
  const id = useId();
  return (
    <div className={error ? 'checkout-field checkout-field--error' : 'checkout-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled part of the checkout form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="checkout__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

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
} & Pick<Parameters<typeof Field>[0], 'type' | 'autoComplete' | 'inputMode'>) {
  const { t } = useTranslation();
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

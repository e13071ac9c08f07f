import { useId, type ReactNode } from 'react';

/** The customer types a form offers (checkout, profile), each with its label's key. */
export const CUSTOMER_TYPE_LABELS = [
  ['private', 'general.private'],
  ['company', 'general.company'],
] as const;

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
  placeholder,
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
  /** An example of a valid value in the storefront's own format, shown while the field is empty. */
  placeholder?: string;
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
        placeholder={placeholder}
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

import { useEffect, type RefObject } from 'react';

/**
 * The first control of the form, in document order, of a field in error: a control marked
 * `aria-invalid` (text fields, the service-point list, the terms checkbox), or for a radio group
 * whose field is in `fields` its chosen radio, else its first (the browser's one stop per group).
 */
export function firstErrorControl(
  form: HTMLFormElement,
  fields: readonly string[],
): HTMLElement | undefined {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const radios = fields.flatMap((field) => {
    const group = [
      ...form.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(field)}"]`,
      ),
    ];
    const stop = group.find((radio) => radio.checked) ?? group[0];
    return stop ? [stop] : [];
  });
  return [...invalid, ...radios].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * Moves focus to the first field in error each time the order is refused for the form's fields
 * (`refusals` grows: the form's own errors or the server's 400), so a keyboard or screen-reader
 * user lands on what to fix; the field's error is announced with it (aria-describedby).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  refusals: number,
  fields: readonly string[],
): void {
  useEffect(() => {
    if (refusals === 0 || !form.current) return;
    firstErrorControl(form.current, fields)?.focus();
    // Only a new refusal moves focus; `fields` are those of the render that counted it.
  }, [refusals]);
}

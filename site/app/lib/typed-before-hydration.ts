/**
 * What a visitor typed or chose in the prerendered page's form fields before it hydrated. Hydration
 * sets every controlled field back to its state (empty), so the values are read just before it
 * (`rememberTypedInput`, from entry.client) and each form takes its own back when it mounts
 * (`typedValues`). Keyed by element: React keeps the prerendered elements it hydrates.
 */
const typed = new WeakMap<Element, string>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedValue(field: Field): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '') ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/** Remembers every field of the page whose value is no longer the prerendered one. */
export function rememberTypedInput(): void {
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    const value = changedValue(field);
    if (value !== undefined) typed.set(field, value);
  }
}

/** The remembered values of a form's fields, by field name. */
export function typedValues(form: HTMLFormElement | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form?.elements ?? []) {
    const value = typed.get(field);
    if (value !== undefined && 'name' in field && typeof field.name === 'string' && field.name)
      values[field.name] = value;
  }
  return values;
}

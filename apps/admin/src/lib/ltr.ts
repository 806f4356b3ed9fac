import type { CSSProperties } from 'react';

/**
 * Emails, phone numbers, URLs and English text read left-to-right inside the right-to-left screens.
 * antd's RTL stylesheet sets `direction: rtl` on its inputs, which beats the `dir` attribute, so
 * the direction is also set as a style on the input element itself.
 */
export const LTR: CSSProperties = { direction: 'ltr' };
export const ltrInput = { input: LTR };
export const ltrTextArea = { textarea: LTR };
/** Arabic text in a field of the English (left-to-right) admin. */
export const rtlInput = { input: { direction: 'rtl' } satisfies CSSProperties };
export const rtlTextArea = { textarea: { direction: 'rtl' } satisfies CSSProperties };

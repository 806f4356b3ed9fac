import type { z } from 'zod';

/** zod's English messages from @shared/schemas, as the Arabic admin shows them next to a field. */
function arabic(message: string): string {
  if (message === 'must be a phone number') return 'رقم الجوال غير صحيح';
  if (message === 'must be a valid email address') return 'البريد الإلكتروني غير صحيح';
  if (message.startsWith('must be a date')) return 'التاريخ غير صحيح (yyyy-mm-dd)';
  if (message.startsWith('must be a path')) return 'مسار الصورة غير صحيح';
  if (message.startsWith('must be a whole number from 1 to 5')) return 'التقييم من 1 إلى 5';
  const max = /^at most (\d+) characters$/.exec(message);
  if (max) return `يجب ألا يزيد عن ${max[1]} حرفاً`;
  return message;
}

/** First message per field of a failed zod parse, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!out.has(key)) out.set(key, arabic(issue.message));
  }
  return out;
}

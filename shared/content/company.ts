import { z } from 'zod';
import { cleanString, requiredText, toAsciiDigits } from '../schemas/fields';

/**
 * The company's details as the office edits them (the `company` section of the site's content):
 * the shape of shared/company.json. Each problem is a code the API turns into a sentence in the
 * person's language (shared/api-errors.ts), naming the field.
 */
const bothLanguages = (max: number) => z.object({ ar: requiredText(max), en: requiredText(max) });
/** Digits as typed on an Arabic keyboard become ASCII; spaces around are dropped. */
const digits = (pattern: RegExp, code: string) =>
  cleanString({ typeMessage: 'required' }).transform(toAsciiDigits).pipe(z.string().trim().regex(pattern, code));
const localMobile = digits(/^05\d{8}$/, 'invalid_local_mobile');
const coordinate = (limit: number) =>
  z.number('invalid_coordinate').min(-limit, 'invalid_coordinate').max(limit, 'invalid_coordinate');

export const companySchema = z.object({
  name: bothLanguages(100),
  shortName: bothLanguages(40),
  /** Three local numbers as dialled in Saudi Arabia (05xxxxxxxx); the first is the main line. */
  phones: z.tuple([localMobile, localMobile, localMobile], 'invalid_type'),
  /** International, without the plus sign (9665xxxxxxxx), for the chat links. */
  whatsapp: digits(/^9665\d{8}$/, 'invalid_whatsapp'),
  email: cleanString().trim().max(254, 'too_long').pipe(z.email('invalid_email')),
  city: bothLanguages(60),
  region: bothLanguages(80),
  country: bothLanguages(60),
  hours: bothLanguages(80),
  /** The office's position, for the structured data search engines read. */
  geo: z.object({ latitude: coordinate(90), longitude: coordinate(180) }),
  foundedYear: z.number('invalid_year').int('invalid_year').min(1900, 'invalid_year').max(2100, 'invalid_year'),
});
export type CompanyContent = z.output<typeof companySchema>;

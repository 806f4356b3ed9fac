import { both, choice, group, list, type ContentOf } from './fields';

/** Icons the about page can draw beside a value or a team (their names in the form). */
const ICONS = [
  { value: 'shield', label: { ar: 'درع', en: 'Shield' } },
  { value: 'award', label: { ar: 'وسام', en: 'Award' } },
  { value: 'clock', label: { ar: 'ساعة', en: 'Clock' } },
  { value: 'heart', label: { ar: 'قلب', en: 'Heart' } },
  { value: 'sparkles', label: { ar: 'لمعان', en: 'Sparkles' } },
  { value: 'wrench', label: { ar: 'مفتاح ربط', en: 'Wrench' } },
  { value: 'truck', label: { ar: 'شاحنة', en: 'Truck' } },
  { value: 'users', label: { ar: 'أشخاص', en: 'People' } },
  { value: 'leaf', label: { ar: 'ورقة شجر', en: 'Leaf' } },
  { value: 'star', label: { ar: 'نجمة', en: 'Star' } },
  { value: 'check', label: { ar: 'علامة صح', en: 'Check mark' } },
  { value: 'home', label: { ar: 'بيت', en: 'House' } },
] as const;

/** The about page as the office edits it (the `about` section): story, mission, vision, values, team. */
export const aboutFields = group(
  { ar: 'من نحن', en: 'About' },
  {
    story: list(
      { ar: 'قصتنا (فقرات)', en: 'Our story (paragraphs)' },
      both({ ar: 'فقرة', en: 'Paragraph' }, 600, { multiline: true }),
      { max: 6 },
    ),
    mission: both({ ar: 'رسالتنا', en: 'Our mission' }, 300, { multiline: true }),
    vision: both({ ar: 'رؤيتنا', en: 'Our vision' }, 300, { multiline: true }),
    values: list(
      { ar: 'قيمنا', en: 'Our values' },
      group(
        { ar: 'قيمة', en: 'Value' },
        {
          icon: choice({ ar: 'الأيقونة', en: 'Icon' }, ICONS),
          title: both({ ar: 'القيمة', en: 'Value' }, 40),
          description: both({ ar: 'شرحها', en: 'Its explanation' }, 150),
        },
      ),
      { max: 8 },
    ),
    team: list(
      { ar: 'فريقنا', en: 'Our team' },
      group(
        { ar: 'فريق', en: 'Team' },
        {
          icon: choice({ ar: 'الأيقونة', en: 'Icon' }, ICONS),
          role: both({ ar: 'الفريق', en: 'Team' }, 40),
          description: both({ ar: 'ما يفعله', en: 'What it does' }, 150),
        },
      ),
      { max: 8 },
    ),
  },
);
export type AboutSection = ContentOf<typeof aboutFields>;

import { MIN_PASSWORD_LENGTH, type Language } from './constants';

/**
 * Texts of the API's `{ error }` answers in both languages. The server picks the language from the
 * request's Accept-Language header (Arabic when it asks for ar, English otherwise).
 */
export const FIELD_LABELS: Record<string, { ar: string; en: string }> = {
  name: { ar: 'الاسم', en: 'name' },
  phone: { ar: 'رقم الجوال', en: 'phone' },
  email: { ar: 'البريد الإلكتروني', en: 'email' },
  service: { ar: 'الخدمة', en: 'service' },
  message: { ar: 'الرسالة', en: 'message' },
  preferredTime: { ar: 'الوقت المفضل', en: 'preferredTime' },
  preferred_time: { ar: 'الوقت المفضل', en: 'preferred_time' },
  urgency: { ar: 'درجة الاستعجال', en: 'urgency' },
  category: { ar: 'التصنيف', en: 'category' },
  title_ar: { ar: 'العنوان بالعربية', en: 'title_ar' },
  title_en: { ar: 'العنوان بالإنجليزية', en: 'title_en' },
  image: { ar: 'الصورة', en: 'image' },
  before_after: { ar: 'قبل وبعد', en: 'before_after' },
  date: { ar: 'التاريخ', en: 'date' },
  location_ar: { ar: 'الموقع بالعربية', en: 'location_ar' },
  location_en: { ar: 'الموقع بالإنجليزية', en: 'location_en' },
  description_ar: { ar: 'الوصف بالعربية', en: 'description_ar' },
  description_en: { ar: 'الوصف بالإنجليزية', en: 'description_en' },
  testimonial_ar: { ar: 'رأي العميل بالعربية', en: 'testimonial_ar' },
  testimonial_en: { ar: 'رأي العميل بالإنجليزية', en: 'testimonial_en' },
  client_name_ar: { ar: 'اسم العميل بالعربية', en: 'client_name_ar' },
  client_name_en: { ar: 'اسم العميل بالإنجليزية', en: 'client_name_en' },
  rating: { ar: 'التقييم', en: 'rating' },
  duration_ar: { ar: 'المدة بالعربية', en: 'duration_ar' },
  duration_en: { ar: 'المدة بالإنجليزية', en: 'duration_en' },
  email_password: { ar: 'البريد وكلمة المرور', en: 'email and password' },
  password: { ar: 'كلمة المرور', en: 'password' },
  page: { ar: 'رقم الصفحة', en: 'page' },
  limit: { ar: 'عدد العناصر', en: 'limit' },
  id: { ar: 'المعرّف', en: 'id' },
  q: { ar: 'البحث', en: 'q' },
  status: { ar: 'الحالة', en: 'status' },
  from: { ar: 'من تاريخ', en: 'from' },
  to: { ar: 'إلى تاريخ', en: 'to' },
  folder: { ar: 'المجلد', en: 'folder' },
  sort: { ar: 'الترتيب', en: 'sort' },
  read: { ar: 'مقروءة', en: 'read' },
  spam: { ar: 'رسالة مزعجة', en: 'spam' },
  body: { ar: 'نص الملاحظة', en: 'body' },
  contact_id: { ar: 'رقم الرسالة', en: 'contact_id' },
  into_id: { ar: 'العميل الذي يبقى', en: 'into_id' },
  from_id: { ar: 'العميل الذي يُدمج', en: 'from_id' },
  contact_ids: { ar: 'الرسائل', en: 'contact_ids' },
  team: { ar: 'الفريق', en: 'team' },
  price: { ar: 'السعر', en: 'price' },
  address: { ar: 'العنوان', en: 'address' },
  district: { ar: 'الحي', en: 'district' },
  service_key: { ar: 'الخدمة', en: 'service_key' },
  priority: { ar: 'الأولوية', en: 'priority' },
  notes: { ar: 'الملاحظات', en: 'notes' },
  confirm_overlap: { ar: 'تأكيد التداخل', en: 'confirm_overlap' },
  lang: { ar: 'اللغة', en: 'lang' },
  teams: { ar: 'الفرق', en: 'teams' },
  lengths: { ar: 'مدة الزيارة', en: 'lengths' },
  horizon_days: { ar: 'أيام الحجز المسبق', en: 'horizon_days' },
  notice_minutes: { ar: 'أقل مهلة قبل الموعد', en: 'notice_minutes' },
  hold_minutes: { ar: 'مدة حجز الموعد', en: 'hold_minutes' },
  days: { ar: 'عدد الأيام', en: 'days' },
  token: { ar: 'رابط الحجز', en: 'token' },
  currentPassword: { ar: 'كلمة المرور الحالية', en: 'currentPassword' },
  newPassword: { ar: 'كلمة المرور الجديدة', en: 'newPassword' },
  active: { ar: 'حالة الحساب', en: 'active' },
  actor: { ar: 'الشخص', en: 'actor' },
  action: { ar: 'نوع العملية', en: 'action' },
  others: { ar: 'الجلسات الأخرى', en: 'others' },
  language: { ar: 'اللغة', en: 'language' },
  path: { ar: 'الصفحة', en: 'page' },
  role: { ar: 'الدور', en: 'role' },
  host: { ar: 'خادم البريد', en: 'mail server' },
  port: { ar: 'المنفذ', en: 'port' },
  secure: { ar: 'التشفير', en: 'encryption' },
  user: { ar: 'اسم المستخدم', en: 'user name' },
  sender: { ar: 'عنوان المرسل', en: 'sender address' },
  recipients: { ar: 'المستلمون', en: 'recipients' },
  code: { ar: 'رمز التحقق', en: 'code' },
  recovery_code: { ar: 'رمز الاسترداد', en: 'recovery_code' },
  remember_device: { ar: 'تذكّر هذا الجهاز', en: 'remember_device' },
  required: { ar: 'التحقق بخطوتين', en: 'required' },
  passkey: { ar: 'مفتاح المرور', en: 'passkey' },
  response: { ar: 'رد المتصفح', en: 'response' },
};

/** Validation problems: the schemas in shared/schemas use these codes as their messages. */
const ISSUE_TEXT: Record<string, { ar: string; en: string }> = {
  required: { ar: 'مطلوب', en: 'is required' },
  too_long: { ar: 'أطول من المسموح', en: 'is too long' },
  invalid_phone: { ar: 'رقم غير صحيح', en: 'must be a phone number' },
  invalid_email: { ar: 'عنوان غير صحيح', en: 'must be a valid email address' },
  invalid_choice: { ar: 'قيمة غير مسموحة', en: 'is not one of the allowed values' },
  invalid_date: { ar: 'تاريخ غير صحيح (yyyy-mm-dd)', en: 'must be a date (yyyy-mm-dd)' },
  invalid_rating: { ar: 'يجب أن يكون رقمًا صحيحًا من 1 إلى 5', en: 'must be a whole number from 1 to 5' },
  invalid_image_path: { ar: 'يجب أن يكون مسارًا أو رابط http(s)', en: 'must be a path or an http(s) URL' },
  invalid_flag: { ar: 'يجب أن يكون 0 أو 1', en: 'must be 0 or 1' },
  invalid_number: { ar: 'يجب أن يكون رقمًا صحيحًا موجبًا', en: 'must be a positive whole number' },
  too_large: { ar: 'أكبر من المسموح', en: 'is too large' },
  same_customer: { ar: 'يجب أن يكون عميلًا آخر', en: 'must be another customer' },
  invalid_time: { ar: 'وقت غير صحيح (ساعة:دقيقة مثل 09:30)', en: 'must be a time such as 09:30' },
  ends_before_start: { ar: 'يجب أن ينتهي بعد وقت البداية', en: 'must end after the start' },
  invalid_type: { ar: 'نوع القيمة غير صحيح', en: 'has the wrong type' },
  invalid_code: { ar: 'رمز غير صحيح الشكل', en: 'is not a code of the right form' },
  // The site's content (shared/content).
  invalid_local_mobile: {
    ar: 'رقم جوال سعودي بالصيغة المحلية مثل 0551234567',
    en: 'must be a Saudi mobile number in local form, such as 0551234567',
  },
  invalid_whatsapp: {
    ar: 'رقم دولي بلا علامة + مثل 966551234567',
    en: 'must be an international number without the plus sign, such as 966551234567',
  },
  invalid_path: { ar: 'عنوان غير صحيح، مثل /cities/medina', en: 'must be a path such as /cities/medina' },
  invalid_coordinate: { ar: 'إحداثية غير صحيحة', en: 'must be a coordinate in degrees' },
  invalid_year: { ar: 'سنة غير صحيحة', en: 'must be a year such as 2009' },
  too_many: { ar: 'عدد أكبر من المسموح', en: 'has too many entries' },
  too_few: { ar: 'عدد أقل من المطلوب', en: 'has too few entries' },
  out_of_range: { ar: 'خارج الحدود المسموحة', en: 'is out of range' },
  duplicate_team: { ar: 'اسم الفريق مكرر', en: 'names one team twice' },
  invalid_token: { ar: 'الرابط غير صحيح أو ناقص', en: 'is not the link we sent (incomplete or altered)' },
  control_character: {
    ar: 'يحتوي على رمز تحكم غير مرئي أو سطر جديد، احذفه وأعد المحاولة',
    en: 'contains an invisible control character or a line break; remove it and try again',
  },
  control_character_multiline: {
    ar: 'يحتوي على رمز تحكم غير مرئي، احذفه وأعد المحاولة',
    en: 'contains an invisible control character; remove it and try again',
  },
  unpaired_surrogate: {
    ar: 'يحتوي على حرف غير مكتمل (رمز تالف)، احذفه وأعد المحاولة',
    en: 'contains a broken character (half of an emoji or symbol); remove it and try again',
  },
  // The password policy (server/src/auth/password-policy.ts).
  password_too_short: {
    ar: `يجب ألا تقل عن ${MIN_PASSWORD_LENGTH} حرفًا`,
    en: `must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  },
  password_too_long: { ar: 'يجب ألا تزيد على 1024 حرفًا', en: 'must be at most 1024 characters long' },
  password_has_email: {
    ar: 'يجب ألا تحتوي على اسم البريد الإلكتروني',
    en: 'must not contain your email name',
  },
  password_repetitive: {
    ar: 'أحرفها المختلفة قليلة جدًا؛ نوّع الأحرف',
    en: 'repeats too few different characters',
  },
  password_common: {
    ar: 'من كلمات المرور الشائعة؛ اختر غيرها',
    en: 'is on the list of commonly used passwords',
  },
};

/** The limit a problem broke, after its text: "is too long (at most 40 characters)". */
const LIMIT_NOTES: Record<string, { ar: string; en: string }> = {
  too_long: { ar: '({max} حرفًا على الأكثر)', en: '(at most {max} characters)' },
  too_many: { ar: '({max} على الأكثر)', en: '({max} at most)' },
  too_few: { ar: '({min} على الأقل)', en: '(at least {min})' },
  out_of_range: { ar: '(من {min} إلى {max})', en: '(from {min} to {max})' },
};

/** The limit note of a problem, or '' when the code has none. */
export function limitNote(code: string, limits: { min?: number; max?: number }, lang: Language): string {
  const note = LIMIT_NOTES[code]?.[lang];
  return note ? ` ${note.replace('{max}', String(limits.max)).replace('{min}', String(limits.min))}` : '';
}

/** The text of one problem code alone (no field name): "must be at least 12 characters long". */
export function issueText(code: string, lang: Language): string {
  return (ISSUE_TEXT[code] ?? ISSUE_TEXT.invalid_type!)[lang];
}

/** Labels of the content's fields ("name.ar", "phones.1") in both languages (the site's content). */
const CONTENT_LABELS: Record<string, { ar: string; en: string }> = {
  name: { ar: 'اسم الشركة', en: 'company name' },
  shortName: { ar: 'الاسم المختصر', en: 'short name' },
  phones: { ar: 'رقم الجوال', en: 'phone' },
  whatsapp: { ar: 'رقم الواتساب', en: 'WhatsApp number' },
  email: { ar: 'البريد الإلكتروني', en: 'email' },
  city: { ar: 'المدينة', en: 'city' },
  region: { ar: 'المنطقة', en: 'region' },
  country: { ar: 'الدولة', en: 'country' },
  hours: { ar: 'أوقات العمل', en: 'opening hours' },
  'geo.latitude': { ar: 'خط العرض', en: 'latitude' },
  'geo.longitude': { ar: 'خط الطول', en: 'longitude' },
  foundedYear: { ar: 'سنة التأسيس', en: 'year founded' },
};
const IN_LANGUAGE = { ar: { ar: 'بالعربية', en: 'in Arabic' }, en: { ar: 'بالإنجليزية', en: 'in English' } };

/**
 * One problem of the content as a sentence naming the field where the person sees it:
 * ["phones", 1] → "رقم الجوال 2: …" / "phone 2: …"; ["name", "en"] → "company name in English: …".
 */
export function describeContentIssue(path: readonly PropertyKey[], code: string, lang: Language): string {
  return `${contentFieldName(path, lang)}: ${issueText(code, lang)}`;
}

/** The company's field at a path as the form names it: ["phones", 1] → "phone 2"; ["name", "en"] → "company name in English". */
export function contentFieldName(path: readonly PropertyKey[], lang: Language): string {
  const keys = path.map(String);
  const last = keys.at(-1);
  const languageOfField = last === 'ar' || last === 'en' ? last : undefined;
  const fieldKeys = languageOfField ? keys.slice(0, -1) : keys;
  const index = fieldKeys.find((key) => /^\d+$/.test(key));
  const name = fieldKeys.filter((key) => !/^\d+$/.test(key)).join('.');
  let label = CONTENT_LABELS[name]?.[lang] ?? (name || 'draft');
  if (index !== undefined) label += ` ${Number(index) + 1}`;
  if (languageOfField) label += ` ${IN_LANGUAGE[languageOfField][lang]}`;
  return label;
}

/** One validation problem as a sentence: "phone: must be a phone number" / "رقم الجوال: رقم غير صحيح". */
export function describeIssue(field: string, code: string, lang: Language): string {
  const label = FIELD_LABELS[field]?.[lang] ?? field;
  return `${label}: ${issueText(code, lang)}`;
}

/** Other errors the API answers with. */
export const API_ERRORS = {
  malformedJson: { ar: 'صيغة البيانات المرسلة غير صحيحة (JSON)', en: 'The request body is not valid JSON' },
  bodyTooLarge: { ar: 'حجم البيانات المرسلة كبير جدًا', en: 'The request body is too large' },
  badRequest: { ar: 'الطلب غير صحيح', en: 'Bad request' },
  notFound: { ar: 'غير موجود', en: 'Not found' },
  itemNotFound: { ar: 'العنصر غير موجود', en: 'No item with this id' },
  contactNotFound: { ar: 'الرسالة غير موجودة', en: 'No contact message with this id' },
  customerNotFound: { ar: 'العميل غير موجود', en: 'No customer with this id' },
  visitNotFound: { ar: 'الزيارة غير موجودة', en: 'No visit with this id' },
  visitOverlap: {
    ar: 'لدى الفريق زيارة أخرى في هذا الوقت؛ غيّر الوقت أو الفريق، أو أكّد الحجز رغم التداخل',
    en: 'The team has another visit at that time: change the time or the team, or confirm the overlap',
  },
  splitNotTheirs: {
    ar: 'بعض الرسائل المختارة ليست من رسائل هذا العميل',
    en: "Some of the chosen messages are not this customer's",
  },
  splitKeepsOne: {
    ar: 'اترك رسالة واحدة على الأقل مع العميل؛ للفصل اختر بعض رسائله لا كلها',
    en: 'Leave at least one message with the customer: choose some of their messages, not all',
  },
  nothingToChange: {
    ar: 'لم يُرسل أي تغيير (الحالة أو القراءة أو الإزعاج)',
    en: 'Nothing to change: send status, read or spam',
  },
  unauthorized: { ar: 'يجب تسجيل الدخول', en: 'Sign-in required' },
  httpsOnly: {
    ar: 'لوحة الإدارة تعمل عبر HTTPS فقط؛ افتحها من عنوان الموقع الآمن',
    en: "The admin area works over HTTPS only; open it from the site's https:// address",
  },
  badCredentials: { ar: 'اسم المستخدم أو كلمة المرور غير صحيحة', en: 'Wrong email or password' },
  missingImage: { ar: 'لم يتم إرسال صورة (الحقل image)', en: 'No image was sent (field "image")' },
  notAnImage: {
    ar: 'الملف ليس صورة مقبولة (JPEG أو PNG أو WebP أو GIF)',
    en: 'The file is not an accepted image (JPEG, PNG, WebP or GIF)',
  },
  imageTooLarge: { ar: 'حجم الصورة أكبر من 10 ميغابايت', en: 'The image is larger than 10 MB' },
  imageTooManyPixels: { ar: 'أبعاد الصورة كبيرة جدًا', en: 'The image has too many pixels' },
  wrongCurrentPassword: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is wrong' },
  samePassword: {
    ar: 'كلمة المرور الجديدة هي نفسها الحالية؛ اختر كلمة مختلفة',
    en: 'The new password is the same as the current one; choose a different one',
  },
  passwordChangeRequired: {
    ar: 'غيّر كلمة المرور المؤقتة أولًا من صفحة حسابي',
    en: 'Change the temporary password first (My account)',
  },
  accountNotFound: { ar: 'الحساب غير موجود', en: 'No account with this id' },
  emailTaken: { ar: 'يوجد حساب بهذا البريد الإلكتروني', en: 'An account with this email already exists' },
  cannotDisableSelf: { ar: 'لا يمكنك إيقاف حسابك أنت', en: 'You cannot disable your own account' },
  lastOwner: {
    ar: 'هذا آخر مالك مفعّل؛ لا يمكن إيقافه ولا تغيير دوره',
    en: 'This is the last active owner: it cannot be disabled or given another role',
  },
  cannotChangeOwnRole: {
    ar: 'لا يمكنك تغيير دورك أنت؛ يغيّره مالك آخر',
    en: 'You cannot change your own role; another owner can',
  },
  emailSetOnServer: {
    ar: 'إعدادات البريد محددة في متغيرات الخادم (SMTP_URL و NOTIFY_EMAIL_TO) وهي المعمول بها؛ غيّرها هناك',
    en: 'The e-mail settings are set in the server’s variables (SMTP_URL, NOTIFY_EMAIL_TO), which win; change them there',
  },
  emailNotSet: {
    ar: 'لم تُضبط إعدادات البريد بعد؛ احفظها أولًا',
    en: 'E-mail is not set up yet; save the settings first',
  },
  emailTestFailed: {
    ar: 'لم يقبل خادم البريد الرسالة التجريبية',
    en: 'The mail server did not take the test e-mail',
  },
  notAllowed: {
    ar: 'دورك لا يسمح بهذا الإجراء',
    en: 'Your role does not allow this',
  },
  useMyAccount: {
    ar: 'غيّر كلمة مرورك من صفحة حسابي (بكلمة المرور الحالية)',
    en: 'Change your own password under My account (with your current password)',
  },
  nothingToChangeStaff: {
    ar: 'لم يُرسل أي تغيير (الاسم أو الدور أو الحالة أو كلمة المرور)',
    en: 'Nothing to change: send name, role, active or password',
  },
  nothingToChangeAccount: {
    ar: 'لم يُرسل أي تغيير (الاسم أو اللغة)',
    en: 'Nothing to change: send name or language',
  },
  sessionNotFound: { ar: 'الجلسة غير موجودة أو انتهت', en: 'No such session (it may have ended)' },
  internal: { ar: 'حدث خطأ في الخادم، حاول مرة أخرى', en: 'Something went wrong on the server; please try again' },
  signInBusy: {
    ar: 'تصل الآن محاولات دخول كثيرة؛ حاول مرة أخرى بعد لحظات',
    en: 'Too many sign-in attempts are arriving right now; try again in a few seconds',
  },
  unavailable: { ar: 'الخدمة غير متاحة مؤقتًا', en: 'The service is temporarily unavailable' },
  staleDraft: {
    ar: 'غيّر شخص آخر هذه المسودة بعد أن فتحتها؛ أعد تحميلها ثم طبّق تعديلاتك عليها (لم يُحفظ شيء)',
    en: 'Someone else changed this draft after you opened it; reload it and apply your changes again (nothing was saved)',
  },
  versionNotFound: { ar: 'هذه النسخة غير موجودة', en: 'No such version' },
  publishFailed: {
    ar: 'تعذّر تجهيز صفحات الموقع بالمحتوى الجديد، وبقيت الصفحات الحالية كما هي',
    en: 'The pages could not be rendered with the new content; the current pages stay live',
  },
  previewFailed: {
    ar: 'تعذّر تجهيز المعاينة بالمسودة',
    en: 'The preview could not be rendered with the draft',
  },
  wrongSecondFactorCode: {
    ar: 'الرمز غير صحيح أو استُخدم من قبل؛ انتظر الرمز التالي في تطبيق المصادقة',
    en: 'The code is wrong or was already used; wait for the next code in your authenticator app',
  },
  wrongRecoveryCode: {
    ar: 'رمز الاسترداد غير صحيح أو استُخدم من قبل',
    en: 'The recovery code is wrong or was already used',
  },
  signInAgain: {
    ar: 'انتهت مهلة خطوة التحقق؛ أدخل بريدك وكلمة المرور من جديد',
    en: 'The verification step timed out; enter your email and password again',
  },
  secondFactorSetupRequired: {
    ar: 'فعّل التحقق بخطوتين أولًا من صفحة حسابي؛ تشترطه سياسة المكتب لدورك',
    en: 'Turn on two-step verification first (My account): the office’s policy requires it for your role',
  },
  totpAlreadyOn: {
    ar: 'تطبيق المصادقة مفعّل بالفعل؛ أوقفه أولًا لربط تطبيق آخر',
    en: 'The authenticator app is already on; turn it off first to link another one',
  },
  totpNotStarted: {
    ar: 'ابدأ ربط تطبيق المصادقة أولًا ثم أدخل الرمز الذي يظهر فيه',
    en: 'Start linking the authenticator app first, then enter the code it shows',
  },
  totpNotOn: { ar: 'تطبيق المصادقة غير مفعّل', en: 'The authenticator app is not on' },
  secondFactorRequired: {
    ar: 'سياسة المكتب تشترط التحقق بخطوتين لدورك؛ لا يمكن إيقافه',
    en: 'The office’s policy requires two-step verification for your role; it cannot be turned off',
  },
  resetOwnSecondFactor: {
    ar: 'لا يمكنك إعادة تعيين تحققك أنت؛ أوقفه من صفحة حسابي أو اطلب ذلك من مالك آخر',
    en: 'You cannot reset your own two-step verification; turn it off under My account or ask another owner',
  },
  passkeyNotAccepted: {
    ar: 'لم يُقبل مفتاح المرور؛ حاول مرة أخرى أو استخدم طريقة تحقق أخرى',
    en: 'The passkey was not accepted; try again or use another way to verify',
  },
  passkeyAlreadyAdded: {
    ar: 'مفتاح المرور هذا مضاف بالفعل',
    en: 'This passkey has already been added',
  },
  tooManyPasskeys: {
    ar: 'وصلت إلى الحد الأقصى لمفاتيح المرور (10)؛ احذف مفتاحًا لا تستخدمه أولًا',
    en: 'You have the most passkeys allowed (10); remove one you no longer use first',
  },
  noPasskey: {
    ar: 'لا يوجد مفتاح مرور لهذا الحساب؛ استخدم رمز التطبيق أو رمز استرداد',
    en: 'This account has no passkey; use a code from the app or a recovery code',
  },
  passkeyNotFound: { ar: 'مفتاح المرور غير موجود', en: 'The passkey was not found' },
  pageNotFound: { ar: 'لا توجد صفحة بهذا العنوان في الموقع', en: 'The site has no page at this path' },
} as const;
export type ApiErrorKey = keyof typeof API_ERRORS;

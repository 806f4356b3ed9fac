/** Valid request bodies, shared by the API suites and the multi-instance test. */
export const validContact = {
  name: 'محمد العتيبي',
  phone: '0551234567',
  service: 'تنظيف',
  message: 'تنظيف شقة',
  email: '',
  preferredTime: '',
  urgency: 'normal',
};

export const validAdminContact = {
  name: 'Sara',
  phone: '0559876543',
  email: 'sara@example.com',
  service: 'Marble',
  message: 'Polish the hall',
  preferred_time: 'evening',
  urgency: 'urgent',
};

export const validPortfolio = {
  category: 'marble',
  title_ar: 'جلي رخام',
  title_en: 'Marble polishing',
  image: '/uploads/x.webp',
  before_after: 1,
  date: '2026-10-01',
  location_ar: 'قباء',
  location_en: 'Quba',
  description_ar: 'وصف',
  description_en: 'Description',
  testimonial_ar: 'ممتاز',
  testimonial_en: 'Excellent',
  client_name_ar: 'خالد',
  client_name_en: 'Khalid',
  rating: 4,
  duration_ar: '4 ساعات',
  duration_en: '4 hours',
};

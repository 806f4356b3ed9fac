import type { Language } from '@shared/constants';
import type { ContactMessage, PortfolioItem, PublicPortfolioItem, ResponsiveImage } from '@shared/schemas';
import type { Contact, ContactRow, PortfolioItemModel } from '../db/models';

/**
 * A contact message as the admin sees it, from a model or from a plain row of the list's query (the
 * list reads rows without building models); `notes_count` comes from the list query when it counted them.
 */
export function contactJson(c: Contact | ContactRow): ContactMessage {
  const counted = ('dataValues' in c ? (c.dataValues as ContactRow) : c).notes_count;
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    service: c.service,
    service_key: c.service_key ?? null,
    customer_id: c.customer_id ?? null,
    message: c.message,
    preferred_time: c.preferred_time,
    urgency: c.urgency,
    created_at: new Date(c.created_at).toISOString(),
    status: c.status,
    read: Boolean(c.read),
    notes_count: Number(counted ?? 0),
    spam_reason: c.spam_reason,
    source: c.source ?? 'site',
    demo: Boolean(c.demo),
  };
}

export function portfolioJson(p: PortfolioItemModel): PortfolioItem {
  return {
    id: p.id,
    category: p.category,
    title_ar: p.title_ar,
    title_en: p.title_en,
    image: p.image,
    before_after: p.before_after ? 1 : 0,
    date: p.date,
    location_ar: p.location_ar,
    location_en: p.location_en,
    description_ar: p.description_ar,
    description_en: p.description_en,
    testimonial_ar: p.testimonial_ar,
    testimonial_en: p.testimonial_en,
    client_name_ar: p.client_name_ar,
    client_name_en: p.client_name_en,
    rating: p.rating,
    duration_ar: p.duration_ar,
    duration_en: p.duration_en,
    created_at: new Date(p.created_at).toISOString(),
    demo: Boolean(p.demo),
  };
}

/** The public gallery's localized view of an item. */
export function publicPortfolioJson(
  p: PortfolioItemModel,
  lang: Language,
  imageSet: ResponsiveImage | null = null,
): PublicPortfolioItem {
  return {
    id: p.id,
    category: p.category,
    title: lang === 'ar' ? p.title_ar : p.title_en,
    image: p.image,
    beforeAfter: Boolean(p.before_after),
    rating: p.rating,
    date: p.date,
    duration: lang === 'ar' ? p.duration_ar : p.duration_en,
    location: lang === 'ar' ? p.location_ar : p.location_en,
    description: lang === 'ar' ? p.description_ar : p.description_en,
    testimonial: lang === 'ar' ? p.testimonial_ar : p.testimonial_en,
    clientName: lang === 'ar' ? p.client_name_ar : p.client_name_en,
    imageSet,
  };
}

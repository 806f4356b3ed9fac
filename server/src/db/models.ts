import {
  DataTypes,
  Model,
  QueryTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Category, Language, MessageStatus, MessageSource, SpamReason, Urgency } from '@shared/constants';
import type { ContactField } from '@shared/contact-fields';
import type { Role } from '@shared/api/roles';
import { contactSearchText } from '@shared/search-text';
import { customerPhoneKey } from '@shared/phone';
import { serviceKeyOf } from '@shared/service-key';
import { attachToCustomers } from '../customers/attach';

export class Admin extends Model<InferAttributes<Admin>, InferCreationAttributes<Admin>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare password_hash: string;
  declare name: CreationOptional<string>;
  /** 0 once disabled: cannot sign in, has no sessions; kept so its notes and audit entries stay its own. */
  declare active: CreationOptional<number>;
  /** 1 when someone else chose the password: the person changes it before anything else. */
  declare must_change_password: CreationOptional<number>;
  declare last_sign_in_at: CreationOptional<Date | null>;
  /** The admin's language for this person ('ar' or 'en'). */
  declare language: CreationOptional<Language>;
  /** What the person may do (shared/api/roles.ts); always given when an account is made. */
  declare role: Role;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class Contact extends Model<InferAttributes<Contact>, InferCreationAttributes<Contact>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare phone: string;
  declare email: string;
  declare service: string;
  /** The service as a key whatever language it was asked in (shared/service-key.ts), set on every save. */
  declare service_key: CreationOptional<Category | null>;
  declare message: string;
  declare preferred_time: string;
  declare urgency: Urgency;
  /** 1 when the honeypot or the fill-time check caught it: kept, but out of the inbox. */
  declare spam: CreationOptional<number>;
  declare spam_reason: CreationOptional<SpamReason | ''>;
  declare status: CreationOptional<MessageStatus>;
  /** 1 once someone opened it. */
  declare read: CreationOptional<number>;
  /** The number's key (shared/phone.ts customerPhoneKey): messages of one number are one customer's. */
  declare phone_key: CreationOptional<string>;
  /** The customer (customers/attach.ts); null for spam, and until the message is stored. */
  declare customer_id: CreationOptional<number | null>;
  /** Normalized words and phone key (shared/search-text.ts), rewritten on every save. */
  declare search_text: CreationOptional<string>;
  /** Where it came from (MESSAGE_SOURCES): the public form's page, or the office. */
  declare source: CreationOptional<MessageSource>;
  /** When its status first changed after it arrived (messages/first-response.ts); null until then. */
  declare first_response_at: CreationOptional<Date | null>;
  /** 1 for a message the demo added (SEED_DEMO, migration 0021); the office's and visitors' are 0. */
  declare demo: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class ContactNoteModel extends Model<
  InferAttributes<ContactNoteModel>,
  InferCreationAttributes<ContactNoteModel>
> {
  declare id: CreationOptional<number>;
  declare contact_id: number;
  declare author_email: string;
  declare body: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class PortfolioItemModel extends Model<
  InferAttributes<PortfolioItemModel>,
  InferCreationAttributes<PortfolioItemModel>
> {
  declare id: CreationOptional<number>;
  declare category: Category;
  declare title_ar: string;
  declare title_en: string;
  declare image: string;
  declare before_after: number;
  declare date: string;
  declare location_ar: string;
  declare location_en: string;
  declare description_ar: string;
  declare description_en: string;
  declare testimonial_ar: string;
  declare testimonial_en: string;
  declare client_name_ar: string;
  declare client_name_en: string;
  declare rating: number;
  declare duration_ar: string;
  declare duration_en: string;
  /** 1 for an item the demo added (SEED_DEMO, migration 0021); the office's are 0. */
  declare demo: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A contact as a query reads it without a model (dates are text on SQLite), with its notes counted. */
export type ContactRow = Pick<
  InferAttributes<Contact>,
  'id' | ContactField | 'service_key' | 'customer_id' | 'status' | 'read' | 'spam_reason' | 'source' | 'demo'
> & {
  created_at: Date | string;
  notes_count?: number | string;
};

export class SessionRecord extends Model<InferAttributes<SessionRecord>, InferCreationAttributes<SessionRecord>> {
  declare id: string;
  declare admin_id: number | null;
  declare data: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

const AdminBase = Admin;
const ContactBase = Contact;
const ContactNoteBase = ContactNoteModel;
const PortfolioItemBase = PortfolioItemModel;
const SessionRecordBase = SessionRecord;

const common = { underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const text = (allowNull = false) => ({ type: DataTypes.TEXT, allowNull });
const str = (len: number) => ({ type: DataTypes.STRING(len), allowNull: false });
const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const stamps = { created_at: DataTypes.DATE, updated_at: DataTypes.DATE };

/**
 * Binds fresh model classes to a connection (one set per app, so two apps in one process — tests,
 * tools — never share a connection). The schema itself comes from the migrations, never sync().
 */
export function defineModels(sequelize: Sequelize) {
  const Admin = class AdminModel extends AdminBase {};
  const Contact = class ContactModel extends ContactBase {};
  const ContactNote = class ContactNoteRecord extends ContactNoteBase {};
  const PortfolioItemModel = class PortfolioModel extends PortfolioItemBase {};
  const SessionRecord = class SessionModel extends SessionRecordBase {};
  Admin.init(
    {
      id,
      email: str(254),
      password_hash: str(255),
      name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      active: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      must_change_password: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      last_sign_in_at: { type: DataTypes.DATE, allowNull: true },
      language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'ar' },
      role: { type: DataTypes.STRING(16), allowNull: false },
      ...stamps,
    },
    { sequelize, tableName: 'admins', ...common },
  );
  Contact.init(
    {
      id,
      name: str(100),
      phone: str(20),
      email: str(254),
      service: str(100),
      service_key: { type: DataTypes.STRING(16), allowNull: true },
      message: text(),
      preferred_time: str(100),
      urgency: str(16),
      spam: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      spam_reason: { type: DataTypes.STRING(16), allowNull: false, defaultValue: '' },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'new' },
      read: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      search_text: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      phone_key: { type: DataTypes.STRING(32), allowNull: false, defaultValue: '' },
      customer_id: { type: DataTypes.INTEGER, allowNull: true },
      // A message made through the model is the office's (the public form inserts its own in groups).
      source: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'office' },
      first_response_at: { type: DataTypes.DATE, allowNull: true },
      demo: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...stamps,
    },
    {
      sequelize,
      tableName: 'contacts',
      ...common,
      hooks: {
        beforeSave: (contact) => {
          contact.search_text = contactSearchText(contact);
          contact.service_key = serviceKeyOf(contact.service);
          const phoneKey = customerPhoneKey(contact.phone);
          // A new number may be another customer's: the message joins that one after the save.
          if (contact.isNewRecord || phoneKey !== contact.phone_key) {
            contact.phone_key = phoneKey;
            contact.customer_id = null;
          }
        },
        afterSave: async (contact, options) => {
          if (contact.customer_id !== null || contact.spam) return;
          await attachToCustomers(sequelize, [contact.id], options.transaction);
          const [row] = await sequelize.query<{ customer_id: number | null }>(
            'SELECT customer_id FROM contacts WHERE id = $1',
            { bind: [contact.id], type: QueryTypes.SELECT, transaction: options.transaction ?? null },
          );
          contact.setDataValue('customer_id', row?.customer_id ?? null);
        },
        // A message's notes go with it.
        afterDestroy: async (contact, options) => {
          await ContactNote.destroy({ where: { contact_id: contact.id }, transaction: options.transaction ?? null });
        },
      },
    },
  );
  ContactNote.init(
    {
      id,
      contact_id: { type: DataTypes.INTEGER, allowNull: false },
      author_email: str(254),
      body: text(),
      ...stamps,
    },
    { sequelize, tableName: 'contact_notes', ...common },
  );
  PortfolioItemModel.init(
    {
      id,
      category: str(32),
      title_ar: str(200),
      title_en: str(200),
      image: str(500),
      before_after: { type: DataTypes.INTEGER, allowNull: false },
      date: str(10),
      location_ar: str(200),
      location_en: str(200),
      description_ar: text(),
      description_en: text(),
      testimonial_ar: text(),
      testimonial_en: text(),
      client_name_ar: str(100),
      client_name_en: str(100),
      rating: { type: DataTypes.INTEGER, allowNull: false },
      duration_ar: str(100),
      duration_en: str(100),
      demo: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...stamps,
    },
    { sequelize, tableName: 'portfolio_items', ...common },
  );
  SessionRecord.init(
    {
      id: { type: DataTypes.STRING(128), primaryKey: true },
      admin_id: { type: DataTypes.INTEGER, allowNull: true },
      data: text(),
      expires_at: { type: DataTypes.DATE, allowNull: false },
      ...stamps,
    },
    { sequelize, tableName: 'sessions', ...common },
  );
  return { Admin, Contact, ContactNote, PortfolioItemModel, SessionRecord };
}
export type Models = ReturnType<typeof defineModels>;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/** Profile details beyond the sign-in identity (name, email and avatar live with the user). */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    gender: smallint('gender').notNull().default(0),
    regionId: integer('region_id'),
    intro: text('intro').notNull().default(''),
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    managerEmail: text('manager_email'),
    /** The operator assigned as the buyer's business manager (name, phone and email above are copied from them when assigned). */
    managerUserId: integer('manager_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_profiles_gender_ck', sql`${t.gender} in (0, 1, 2)`)],
);

/** The company information an account submits for audit; one row per account, the latest submission. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    company: text('company').notNull(),
    companyTel: text('company_tel').notNull(),
    companyAreaId: integer('company_area_id').notNull(),
    /** ISO 3166-1 alpha-2 of the country the company is registered in; it decides what `creditCode` must be. */
    companyCountry: text('company_country').notNull().default('CN'),
    companyPhoto: text('company_photo').notNull(),
    creditCode: text('credit_code').notNull(),
    companyScope: text('company_scope').notNull(),
    companyAddress: text('company_address').notNull(),
    businessLicence: text('business_licence').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    rejectReason: text('reject_reason'),
  },
  (t) => [index('company_profiles_submitted_idx').on(t.submittedAt)],
);

/** Every audit step, kept: who submitted, approved or rejected, when and why. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    action: text('action', { enum: ['submit', 'approve', 'reject'] }).notNull(),
    reason: text('reason'),
    actorId: integer('actor_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_user_idx').on(t.userId, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').notNull(),
    cityId: integer('city_id'),
    zipCode: text('zip_code').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per customer, whatever races happen.
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A signed buyer agreement: who signed which version, when, from where, and the SHA-256 of
 * the PDF as signed (the file itself is kept in storage under `fileKey`).
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    version: text('version').notNull(),
    language: text('language').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    documentHash: text('document_hash').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (t) => [uniqueIndex('contract_signatures_user_version_uq').on(t.userId, t.version)],
);

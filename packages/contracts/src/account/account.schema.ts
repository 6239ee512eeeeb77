import { z } from 'zod';
import { AuditStatus } from '../auth/auth.schema';
import { PageQuery } from '../common/envelope';
import { normalizeRegistration, registrationTexts } from '../common/company-registration';
import { hasChinese, numeric, rules } from '../common/validation';

/** Profile gender (spec: secret, male, female). */
export const GENDERS = { secret: 0, male: 1, female: 2 } as const;
export const Gender = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'field.invalid' });

/**
 * A phone number as people write it: digits with optional +, spaces, hyphens and brackets. The
 * server reads it in the country of the address or company and keeps it in E.164; the forms
 * send it with its country code already (rules.phone).
 */
export const phone = (requiredKey: string) =>
  rules.required(requiredKey).regex(/^\+?[0-9(][0-9 ()-]{4,22}[0-9]$/, { error: 'phone.invalid' });

/** A file uploaded earlier by the same user: the key the upload answered. */
export const FileKey = (requiredKey: string) => rules.required(requiredKey).max(200, { error: 'field.tooLong' });

/** A file as the server shows it: a link valid for a while, and a small preview for images. */
export const FileRef = z.object({ key: z.string(), url: z.string(), thumbnailUrl: z.string().nullable() });
export type FileRef = z.infer<typeof FileRef>;

/** The company form's fields; the registration number is checked against the country in CompanyInfoBody. */
export const CompanyInfoFields = z.object({
  company: rules.required('company.required').max(120, { error: 'field.tooLong' }),
  companyTel: phone('companyTel.required'),
  /** ISO 3166-1 alpha-2 of the country of registration; when left out, the country of companyAreaId. */
  companyCountry: z.string({ error: 'companyCountry.required' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'companyCountry.required' }).optional(),
  companyAreaId: rules.id,
  companyPhoto: FileKey('companyPhoto.required'),
  /** The country's company registration number (China: the unified social credit code). */
  creditCode: rules.required('creditCode.required').max(60, { error: 'field.tooLong' }),
  companyScope: rules.required('companyScope.required').max(500, { error: 'field.tooLong' }),
  companyAddress: rules.required('companyAddress.required').max(200, { error: 'field.tooLong' }),
  businessLicence: FileKey('businessLicence.required'),
});

/** The registration number a country asks for, in its written form. */
export const registrationNumber = (country: string) =>
  rules.required(registrationTexts(country).scheme === 'uscc' ? 'creditCode.required' : 'registration.required').transform((value, ctx) => {
    const normalized = normalizeRegistration(country, value);
    if (normalized) return normalized;
    ctx.issues.push({ code: 'custom', message: registrationTexts(country).invalid, input: value });
    return z.NEVER;
  });

export const CompanyInfoBody = CompanyInfoFields.transform((body, ctx) => {
  if (!body.companyCountry) return body;
  const creditCode = normalizeRegistration(body.companyCountry, body.creditCode);
  if (!creditCode) {
    ctx.issues.push({ code: 'custom', message: registrationTexts(body.companyCountry).invalid, path: ['creditCode'], input: body.creditCode });
    return z.NEVER;
  }
  return { ...body, creditCode };
});
export type CompanyInfoBody = z.infer<typeof CompanyInfoBody>;

export const CompanyInfo = z.object({
  company: z.string(),
  companyTel: z.string(),
  companyCountry: z.string(),
  companyAreaId: z.number().int(),
  /** The whole region: country / state / city. */
  companyAreaName: z.string(),
  companyPhoto: FileRef,
  creditCode: z.string(),
  companyScope: z.string(),
  companyAddress: z.string(),
  businessLicence: FileRef,
  submittedAt: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const BusinessManager = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const Profile = z.object({
  customerid: z.string(),
  /** The buyer ID shown on the profile. */
  buyerId: z.string(),
  realName: z.string(),
  mobile: z.string(),
  /** The verified email: a sign-in name. */
  email: z.string().nullable(),
  /** An email set in the profile and waiting for its code (verifycode scene "email", then POST /api/v2/auth/email/verify). */
  pendingEmail: z.string().nullable(),
  avatar: FileRef.nullable(),
  gender: Gender,
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  intro: z.string(),
  registeredAt: z.string(),
  auditStatus: AuditStatus,
  /** Why the last audit failed (auditStatus 1). */
  auditRemark: z.string().nullable(),
  businessManager: BusinessManager.nullable(),
  company: CompanyInfo.nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileBody = z.object({
  realName: rules.required('name.required').max(50, { error: 'field.tooLong' }),
  email: rules.email.optional().or(z.literal('').transform(() => undefined)),
  gender: Gender.default(0),
  regionId: rules.id.nullable().optional(),
  intro: z.string().trim().max(500, { error: 'field.tooLong' }).default(''),
  avatar: FileKey('field.required').nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(100, { error: 'field.tooLong' }),
    password: rules.password,
    confirmPassword: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'password.mismatch', path: ['confirmPassword'] });

const noChinese = (requiredKey: string, max: number) =>
  rules.required(requiredKey).max(max, { error: 'field.tooLong' }).refine((v) => !hasChinese(v), { error: 'text.noChinese' });

export const AddressBody = z.object({
  receiver: noChinese('receiver.required', 60),
  mobile: phone('mobile.required'),
  email: rules.email.optional().or(z.literal('').transform(() => undefined)),
  countryId: rules.id,
  stateId: rules.id,
  cityId: rules.id.nullable().optional(),
  zipCode: rules.zipCode.max(12, { error: 'field.tooLong' }),
  address: noChinese('address.required', 200),
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.infer<typeof AddressBody>;
export const UpdateAddressBody = AddressBody.extend({ addressId: rules.id });

export const Address = z.object({
  addressId: z.number().int(),
  customerId: z.string(),
  receiver: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  countryId: z.number().int(),
  countryName: z.string(),
  stateId: z.number().int(),
  stateName: z.string(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  zipCode: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const MAX_ADDRESSES = 50;

/** merchantImage: a store's logo and banner and goods pictures, served publicly (/api/v2/media/...). */
export const UPLOAD_KINDS = ['avatar', 'companyPhoto', 'businessLicence', 'afterSales', 'merchantImage'] as const;
export const UploadKind = z.enum(UPLOAD_KINDS, { error: 'upload.kindInvalid' });
export type UploadKind = z.infer<typeof UploadKind>;
/** Per kind: accepted types (checked by content on the server) and the size limit (spec section 9). */
export const UPLOAD_RULES: Record<UploadKind, { types: readonly ('jpg' | 'png' | 'pdf' | 'mp4')[]; maxBytes: number }> = {
  avatar: { types: ['jpg', 'png'], maxBytes: 2 * 1024 * 1024 },
  companyPhoto: { types: ['jpg', 'png'], maxBytes: 10 * 1024 * 1024 },
  businessLicence: { types: ['jpg', 'png', 'pdf'], maxBytes: 10 * 1024 * 1024 },
  afterSales: { types: ['jpg', 'png', 'mp4'], maxBytes: 4 * 1024 * 1024 },
  merchantImage: { types: ['jpg', 'png'], maxBytes: 5 * 1024 * 1024 },
};
export const Uploaded = FileRef.extend({ name: z.string(), size: z.number().int(), contentType: z.string() });

export const AuditQuery = PageQuery.extend({ status: numeric(z.number()).pipe(AuditStatus).default(0) });
export const AuditListItem = z.object({
  userId: z.number().int(),
  customerid: z.string(),
  realName: z.string(),
  mobile: z.string(),
  company: z.string(),
  companyCountry: z.string(),
  creditCode: z.string(),
  auditStatus: AuditStatus,
  submittedAt: z.string(),
});
export const AuditDetail = z.object({
  userId: z.number().int(),
  profile: Profile,
  history: z.array(z.object({ action: z.enum(['submit', 'approve', 'reject']), reason: z.string().nullable(), at: z.string(), by: z.string() })),
});
export const RejectBody = z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });

/** Buyer central (spec: /personalCenter/index): the user card, audit state, wallet and order counts by status. */
export const CustomerCenter = z.object({
  customerid: z.string(),
  realName: z.string(),
  mobile: z.string(),
  avatar: FileRef.nullable(),
  auditStatus: AuditStatus,
  businessManager: BusinessManager.nullable(),
  wallet: z.object({ balance: z.number(), available: z.number(), frozen: z.number() }),
  /** Purchase orders by status code: 0 to be paid, 1 paid, 2 completed, 3 canceled. */
  purchaseOrders: z.object({ toBePaid: z.number().int(), paid: z.number().int(), completed: z.number().int(), canceled: z.number().int() }),
  favourites: z.number().int(),
  followedStores: z.number().int(),
  /** Own coupons that are unused and not expired (the 'Unused' tab of /coupon/index). */
  unusedCoupons: z.number().int(),
  /** Own unread messages (/message/index). */
  unreadMessages: z.number().int(),
});
export type CustomerCenter = z.infer<typeof CustomerCenter>;

import { z } from 'zod';
import { isPhoneCountry, type PhoneCountry } from '../common/phone';
import { passwordsMatch, rules } from '../common/validation';

export const AuditStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type AuditStatus = z.infer<typeof AuditStatus>;

export const Role = z.enum(['buyer', 'seller', 'operator']);
export type Role = z.infer<typeof Role>;

export const UserInfo = z.object({
  id: z.number().int(),
  customerid: z.string(),
  realName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  auditStatus: AuditStatus,
  isStore: z.boolean(),
  role: Role,
  hasPayPassword: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const SessionToken = z.object({ token: z.string(), expiresAt: z.string() });
export const SignedIn = z.object({ token: SessionToken, user: UserInfo });
export type SignedIn = z.infer<typeof SignedIn>;

/** The country a phone number without + is read in (ISO 3166-1 alpha-2); forms send the one chosen. */
export const PhoneCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isPhoneCountry, { error: 'field.invalid' })
  .transform((value) => value as PhoneCountry)
  .optional();

export const LoginBody = z.object({
  account: rules.required('account.required').max(100, { error: 'field.tooLong' }),
  country: PhoneCountryField,
  password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(100, { error: 'field.tooLong' }),
  /** A code sent to the account's mobile (scene 'login'): with the right password it signs in through a lockout. */
  code: rules.smsCode.optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = passwordsMatch(
  z.object({
    mobile: rules.mobile,
    code: rules.smsCode,
    password: rules.password,
    confirmPassword: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }),
    agree: z.literal(true, { error: 'agree.required' }),
    realName: z.string().trim().max(50, { error: 'field.tooLong' }).optional(),
    email: rules.email.optional(),
  }),
  'password',
  'confirmPassword',
);
export type RegisterBody = z.infer<typeof RegisterBody>;

export const VERIFY_SCENES = ['register', 'reset', 'pay-password', 'bank-card', 'login', 'email'] as const;
export const VerifyScene = z.enum(VERIFY_SCENES, { error: 'scene.invalid' });
export type VerifyScene = z.infer<typeof VerifyScene>;
/** Scenes of the signed-in user: the code goes to their own mobile, or ('email') to the email waiting for verification. */
export const SIGNED_IN_SCENES: readonly VerifyScene[] = ['pay-password', 'bank-card', 'email'];

export const VerifyCodeQuery = z.object({
  mobile: rules.mobile.optional(),
  email: rules.email.optional(),
  scene: VerifyScene.default('register'),
});
export const VerifyCodeSent = z.object({ destination: z.string(), expiresIn: z.number().int(), resendIn: z.number().int() });

export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;

export const ResetPasswordBody = passwordsMatch(
  z.object({
    account: rules.required('account.required').max(100, { error: 'field.tooLong' }),
    country: PhoneCountryField,
    code: rules.smsCode,
    password: rules.password,
    confirmPassword: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }),
  }),
  'password',
  'confirmPassword',
);

export const PayPasswordBody = passwordsMatch(
  z.object({
    code: rules.smsCode,
    payPassword: rules.payPassword,
    confirmPayPassword: z.string({ error: 'payPassword.required' }).min(1, { error: 'payPassword.required' }),
  }),
  'payPassword',
  'confirmPayPassword',
);

export const Done = z.object({ done: z.literal(true) });

/** POST /api/v2/auth/email/verify: the code sent to the email set in the profile. */
export const VerifyEmailBody = z.object({ code: rules.smsCode });

import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { Done, LoginBody, PayPasswordBody, RegisterBody, ResetPasswordBody, SignedIn, UserInfo, VerifyCodeQuery, VerifyCodeSent, VerifyEmailBody } from './auth.schema';

const tags = ['auth'];

export const login = endpoint({
  method: 'POST', path: '/api/v2/auth/login', access: 'public', tags,
  summary: 'Sign in with a mobile number or email and a password',
  body: LoginBody, response: SignedIn,
});
export const registerBuyer = endpoint({
  method: 'POST', path: '/api/v2/auth/register', access: 'public', tags,
  summary: 'Register a buyer account (signed in on success; audit follows)',
  body: RegisterBody, response: SignedIn,
});
export const registerSeller = endpoint({
  method: 'POST', path: '/api/v2/auth/register-seller', access: 'public', tags,
  summary: 'Register a seller (store) account',
  body: RegisterBody, response: SignedIn,
});
export const sendVerifyCode = endpoint({
  method: 'GET', path: '/api/v2/auth/verifycode', access: 'public', tags,
  summary: 'Send a 6-digit code by SMS (mobile) or email; pay-password and bank-card scenes go to the signed-in user',
  query: VerifyCodeQuery, response: VerifyCodeSent,
});
export const resetPassword = endpoint({
  method: 'POST', path: '/api/v2/auth/pwd', access: 'public', tags,
  summary: 'Reset the login password with a code; signs out every session',
  body: ResetPasswordBody, response: Done,
});
export const setPayPassword = endpoint({
  method: 'POST', path: '/api/v2/auth/pay-pwd', access: 'user', tags,
  summary: 'Set or change the 6-digit payment password with a code sent to the own mobile',
  body: PayPasswordBody, response: Done,
});
export const verifyEmail = endpoint({
  method: 'POST', path: '/api/v2/auth/email/verify', access: 'user', tags, successMessage: 'email.verified',
  summary: 'Confirm the email set in the profile with the code sent to it (verifycode scene "email"); only then does it sign in',
  body: VerifyEmailBody, response: Done,
});
export const currentUser = endpoint({
  method: 'GET', path: '/api/v2/auth/user', access: 'user', tags,
  summary: 'The signed-in user', response: UserInfo,
});
export const logout = endpoint({
  method: 'POST', path: '/api/v2/auth/logout', access: 'user', tags,
  summary: 'Revoke the current session', response: Done,
});

export const OutboxMessage = z.object({
  channel: z.enum(['sms', 'email']), destination: z.string(), body: z.string(), createdAt: z.string(),
});
export const devOutbox = endpoint({
  method: 'GET', path: '/api/dev/outbox', access: 'public', tags: ['dev'],
  summary: 'Demo mode only: latest messages sent to a mobile number or email',
  query: z.object({ to: z.string().min(1) }), response: z.array(OutboxMessage),
});
export const health = endpoint({
  method: 'GET', path: '/api/health', access: 'public', tags: ['platform'],
  summary: 'Liveness and database reachability',
  response: z.object({ database: z.enum(['up', 'down']), uptimeSeconds: z.number() }),
});

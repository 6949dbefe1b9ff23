import { z } from 'zod';
import { TimeZoneSchema, whenMissing } from './common.js';
import { DEMO_USERNAME } from './demo.js';

export const PASSWORD_MIN_LENGTH = 8;

// docs/product.md#sign-in: the username travels in a field called `email`.
const username = z
  .string({ error: whenMissing('Username is required') })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(254, 'Username must be at most 254 characters');

export const SignupInputSchema = z.object({
  email: username.refine(
    (value) => value.toLowerCase() !== DEMO_USERNAME,
    'This username is reserved for the demo. Please choose another.',
  ),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long'),
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  remember_me: z.boolean().optional(),
});
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const LoginInputSchema = z.object({
  email: z
    .string({ error: whenMissing('Username is required') })
    .trim()
    .min(1, 'Username is required')
    .max(254),
  password: z.string().min(1, 'Password is required').max(1024),
  remember_me: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const TokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type Token = z.infer<typeof TokenSchema>;

export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD'] as const;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Display preferences. */
  timezone: z.string().optional(),
  currency: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthCheckSchema = z.object({
  authenticated: z.literal(true),
  user: UserSchema,
});
export type AuthCheck = z.infer<typeof AuthCheckSchema>;

export const UpdateMeInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
    timezone: TimeZoneSchema,
    currency: z.enum(CURRENCIES),
  })
  .partial();
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>;

export const ChangePasswordInputSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(1024),
  new_password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long'),
});

export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
});

export const SessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  persistent: z.boolean(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: z
    .string({ error: whenMissing('Username or email is required') })
    .trim()
    .min(1, 'Username or email is required')
    .max(254),
});

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(1).max(200),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long'),
});

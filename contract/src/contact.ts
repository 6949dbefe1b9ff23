import { z } from 'zod';

/** The public contact form and the signed-in support form: messages kept for the operator. */
export const ContactInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Enter a valid email address').max(254),
  topic: z.string().trim().max(120).optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'The message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

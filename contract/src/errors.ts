import { z } from 'zod';

/** A validation problem, FastAPI style: where it is, what is wrong, and a machine-readable kind. */
export const ValidationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** Every error body: `detail` is a sentence, or a list of issues for 422. */
export const ErrorSchema = z.object({
  detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
  code: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

import { z } from 'zod';
import { DATE_RANGE_MESSAGE, DateSchema, isDayInRange, optionalText } from './common.js';

export const EVENT_KINDS = [
  'rent_due',
  'lease_end',
  'renewal_reminder',
  'deposit_return',
  'maintenance',
  'compliance',
  'custom',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const RECURRENCES = ['daily', 'weekly', 'monthly', 'yearly'] as const;

export const EventsQuerySchema = z
  .object({ from: DateSchema, to: DateSchema })
  .refine((q) => q.from <= q.to, { message: "'from' must be on or before 'to'", path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    message: 'Ask for at most 400 days at a time',
    path: ['to'],
  });

/** One calendar item, generated from the data (never a stored copy that can go stale). */
export const CalendarEventSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  /** YYYY-MM-DD for all-day events, an ISO date-time otherwise. */
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  property_id: z.string().nullable(),
  /** The record behind it: lease (deposit_return too), maintenance request, compliance item or custom event. */
  source_id: z.string(),
  notes: z.string().nullable().optional(),
  recurrence: z.enum(RECURRENCES).nullable().optional(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

// The range is checked after the union: inside it, an out-of-range date would only fail the union.
const when = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    message: 'Must be a date (YYYY-MM-DD) or an ISO date-time',
  })
  .refine(isDayInRange, DATE_RANGE_MESSAGE);

const CustomEventFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  start: when,
  end: when,
  all_day: z.boolean().optional(),
  property_id: z.string().nullish(),
  notes: optionalText(2000),
  recurrence: z.enum(RECURRENCES).nullish(),
});

const endAfterStart = (v: { start?: string; end?: string }) =>
  !v.start || !v.end || Date.parse(v.end) >= Date.parse(v.start);
const endIssue = { message: 'End must be on or after the start', path: ['end'] };

export const CreateEventInputSchema = CustomEventFieldsSchema.refine(endAfterStart, endIssue);
export type CreateEventInput = z.infer<typeof CreateEventInputSchema>;
export const UpdateEventInputSchema = CustomEventFieldsSchema.partial().refine(endAfterStart, endIssue);
export type UpdateEventInput = z.infer<typeof UpdateEventInputSchema>;

export const CalendarFeedSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- compliance

export const ComplianceItemSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  property_address: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  due_date: z.string(),
  interval_months: z.number().nullable(),
  completed_at: z.string().nullable(),
  last_done_on: z.string().nullable(),
  status: z.enum(['overdue', 'due_soon', 'upcoming', 'done']),
});
export type ComplianceItem = z.infer<typeof ComplianceItemSchema>;

export const CreateComplianceInputSchema = z.object({
  property_id: z.string().min(1),
  title: z.string().trim().min(1, 'Title is required').max(200),
  notes: optionalText(2000),
  due_date: DateSchema,
  interval_months: z.number().int().min(1).max(120).nullish(),
});
export type CreateComplianceInput = z.infer<typeof CreateComplianceInputSchema>;

export const UpdateComplianceInputSchema = CreateComplianceInputSchema.omit({ property_id: true })
  .partial()
  .extend({
    /** Marks this occurrence done: a recurring item rolls to its next due date, a one-off is completed. */
    done: z.boolean().optional(),
  });
export type UpdateComplianceInput = z.infer<typeof UpdateComplianceInputSchema>;

export const ComplianceQuerySchema = z.object({ property_id: z.string().optional() });

/** The default checklist a landlord can add to a property in one action. */
export const DEFAULT_COMPLIANCE_CHECKLIST = [
  { title: 'Smoke and CO detector check', interval_months: 6 },
  { title: 'Rental registration renewal', interval_months: 12 },
  { title: 'Landlord insurance renewal', interval_months: 12 },
  { title: 'Boiler / furnace inspection', interval_months: 12 },
  { title: 'Lead-paint disclosure on file (pre-1978 homes)', interval_months: null },
] as const;

// ---------------------------------------------------------------- notifications

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  unread: z.number(),
  items: z.array(NotificationSchema),
});

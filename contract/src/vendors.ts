import { z } from 'zod';
import { DateSchema, MoneySchema, optionalText } from './common.js';

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
  .transform((value) => (value === '' ? null : value))
  .nullish();

export const VendorInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  category: optionalText(80),
  email,
  phone: optionalText(40),
});
export type VendorInput = z.infer<typeof VendorInputSchema>;
export const UpdateVendorInputSchema = VendorInputSchema.partial();
export type UpdateVendorInput = z.infer<typeof UpdateVendorInputSchema>;

export const VendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;

const InvoiceFieldsSchema = z.object({
  vendor_id: z.string().nullish(),
  property_id: z.string().nullish(),
  document_id: z.string().nullish(),
  expense_id: z.string().nullish(),
  invoice_number: optionalText(80),
  issue_date: DateSchema.nullish(),
  due_date: DateSchema.nullish(),
  amount: MoneySchema,
  status: z.enum(INVOICE_STATUSES).optional(),
});

export const InvoiceInputSchema = InvoiceFieldsSchema;
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;
export const UpdateInvoiceInputSchema = InvoiceFieldsSchema.partial();
export type UpdateInvoiceInput = z.infer<typeof UpdateInvoiceInputSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  vendor_id: z.string().nullable(),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  property_id: z.string().nullable(),
  document_id: z.string().nullable(),
  expense_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

import { z } from 'zod';
import { DateSchema, MoneySchema, optionalText, whenMissing } from './common.js';

const count = (max: number) => z.number().int('Must be a whole number').min(0).max(max).nullish();

const PropertyFieldsSchema = z.object({
  city: optionalText(120),
  state: optionalText(60),
  property_type: optionalText(80),
  purchase_price: MoneySchema.nullish(),
  purchase_date: DateSchema.nullish(),
  num_bedrooms: count(500),
  num_bathrooms: z
    .number()
    .min(0)
    .max(500)
    .refine((value) => Number.isInteger(value * 2), 'Use whole or half bathrooms')
    .nullish(),
  num_floors: count(300),
  is_commercial: z.boolean().optional(),
  is_hoa: z.boolean().optional(),
  hoa_fee: MoneySchema.nullish(),
  is_nnn: z.boolean().optional(),
  /** From address autocomplete or a pin moved on the map; otherwise the server geocodes the address. */
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  /**
   * With latitude and longitude: the point is a ZIP code area's or a city's centre (a suggestion's
   * `approximate`). Unsent with them: unknown on create, the building on update (a pin placed by hand).
   */
  location_approximate: z.boolean().optional(),
});

/** docs/product.md#property-validation: a new property needs an address, or a lease to read it from. */
export const ADDRESS_OR_LEASE_MESSAGE = 'Please either enter an address or upload a lease document.';

const address = (required: string) =>
  z
    .string({ error: whenMissing(required) })
    .trim()
    .min(1, required)
    .max(300, 'Address is too long');
const zip = z
  .string()
  .trim()
  .regex(/^(\d{5}(-\d{4})?)?$/, 'ZIP code must look like 12345 or 12345-6789')
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** docs/product.md#api-calls: POST /properties sends `zipCode`; replies carry `zip`. */
export const CreatePropertyInputSchema = PropertyFieldsSchema.extend({
  address: address(ADDRESS_OR_LEASE_MESSAGE),
  zipCode: zip,
});
export type CreatePropertyInput = z.infer<typeof CreatePropertyInputSchema>;

/** A pin is a pair: one coordinate alone would put the property somewhere nobody chose. */
export const COORDINATES_TOGETHER_MESSAGE = 'Send latitude and longitude together';

export const UpdatePropertyInputSchema = PropertyFieldsSchema.extend({
  address: address('Address is required').optional(),
  zipCode: zip,
  zip,
})
  .partial()
  .superRefine((input, ctx) => {
    const hasLatitude = input.latitude !== undefined;
    if (hasLatitude === (input.longitude !== undefined)) return;
    ctx.addIssue({
      code: 'custom',
      path: [hasLatitude ? 'longitude' : 'latitude'],
      message: COORDINATES_TOGETHER_MESSAGE,
    });
  });
export type UpdatePropertyInput = z.infer<typeof UpdatePropertyInputSchema>;

export const PropertySchema = z.object({
  id: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  property_type: z.string().nullable(),
  purchase_price: z.number().nullable(),
  purchase_date: z.string().nullable(),
  num_bedrooms: z.number().nullable(),
  num_bathrooms: z.number().nullable(),
  num_floors: z.number().nullable(),
  is_commercial: z.boolean(),
  is_hoa: z.boolean(),
  hoa_fee: z.number().nullable(),
  is_nnn: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * True when the point is a ZIP code area's or a city's centre rather than the building; null when not
   * known (points saved before it was recorded, or given without saying); absent from older servers.
   */
  location_approximate: z.boolean().nullable().optional(),
  created_at: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;

/** What deleting a property removes (and keeps), for the confirmation dialog. */
export const PropertyDeletionImpactSchema = z.object({
  tenants: z.number(),
  leases: z.number(),
  contracts: z.number(),
  maintenance_requests: z.number(),
  documents: z.number(),
  /** Income and expense records: kept, unlinked, marked with the former address. */
  transactions_kept: z.number(),
});
export type PropertyDeletionImpact = z.infer<typeof PropertyDeletionImpactSchema>;

export const PropertyDetailSchema = PropertySchema.extend({ deletion_impact: PropertyDeletionImpactSchema });
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;

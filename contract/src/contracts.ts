import { z } from 'zod';
import { DateSchema, MoneySchema, optionalText } from './common.js';

const ContractFieldsSchema = z.object({
  contract_type: optionalText(120),
  description: optionalText(2000),
  start_date: DateSchema.nullish(),
  end_date: DateSchema.nullish(),
  amount: MoneySchema.nullish(),
  is_active: z.boolean().optional(),
  vendor_id: z.string().nullish(),
});

export const CreateContractInputSchema = ContractFieldsSchema.extend({ property_id: z.string().min(1) });
export type CreateContractInput = z.infer<typeof CreateContractInputSchema>;
export const UpdateContractInputSchema = CreateContractInputSchema.partial();
export type UpdateContractInput = z.infer<typeof UpdateContractInputSchema>;

export const ContractSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  contract_type: z.string().nullable(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  amount: z.number().nullable(),
  is_active: z.boolean(),
  vendor_id: z.string().nullable(),
  created_at: z.string(),
});
export type Contract = z.infer<typeof ContractSchema>;

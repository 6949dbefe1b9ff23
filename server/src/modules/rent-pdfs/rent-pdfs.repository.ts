import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { incomes, properties, tenants } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { SHOWN_FIRST_NAME_SQL } from '../tenants/tenant-name.js';

/** What a receipt says of an income: when, how much, for what, from whom, where. */
export type IncomeForReceipt = {
  id: string;
  date: string;
  amount: string;
  category: string | null;
  description: string | null;
  method: string | null;
  entity: string | null;
  propertyId: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  formerPropertyAddress: string | null;
  tenant: { firstName: string; lastName: string } | null;
};

export async function findIncomeForReceipt(
  db: Database,
  ownerId: string,
  incomeId: string,
): Promise<IncomeForReceipt | undefined> {
  if (!isUuid(incomeId)) return undefined;
  const [row] = await db
    .select({
      id: incomes.id,
      date: incomes.transactionDate,
      amount: incomes.amount,
      category: incomes.category,
      description: incomes.description,
      method: incomes.method,
      entity: incomes.entity,
      propertyId: incomes.propertyId,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
      formerPropertyAddress: incomes.formerPropertyAddress,
      tenant: { firstName: SHOWN_FIRST_NAME_SQL, lastName: tenants.lastName },
    })
    .from(incomes)
    .leftJoin(properties, eq(properties.id, incomes.propertyId))
    .leftJoin(tenants, eq(tenants.id, incomes.tenantId))
    .where(and(eq(incomes.ownerId, ownerId), eq(incomes.id, incomeId)));
  return row;
}

import type { Database } from '../../../db/client.js';
import { leasesInForce } from '../../dashboard/dashboard.repository.js';
import { listProperties, type PropertyRow } from '../../properties/properties.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay } from '../../../nlu/periods.js';
import { capDetails, type ToolResult } from './tool.js';

export type FindPropertiesArgs = {
  /** The day whose leases in force give each property's rent. */
  today: string;
  propertyIds?: string[];
  kind?: 'residential' | 'commercial';
  /** One of the owner's property types, e.g. "Condo". */
  propertyType?: string;
};

const typeOf = (p: PropertyRow) => p.propertyType ?? (p.isCommercial ? 'Commercial' : 'Residential');
const placeOf = (p: PropertyRow) => [p.address, p.city, p.state].filter(Boolean).join(', ');

/** The owner's properties, by id, kind or type, each with its rent from the leases in force. */
export async function findProperties(
  db: Database,
  ownerId: string,
  args: FindPropertiesArgs,
): Promise<ToolResult> {
  const [all, leases] = await Promise.all([
    listProperties(db, ownerId),
    leasesInForce(db, ownerId, args.today),
  ]);
  let matches = all;
  if (args.propertyIds?.length) matches = matches.filter((p) => args.propertyIds?.includes(p.id));
  if (args.kind) matches = matches.filter((p) => p.isCommercial === (args.kind === 'commercial'));
  if (args.propertyType) {
    const wanted = args.propertyType.toLowerCase();
    matches = matches.filter((p) => (p.propertyType ?? '').toLowerCase() === wanted);
  }
  const rentOf = (id: string) =>
    leases.filter((lease) => lease.propertyId === id).reduce((total, lease) => total + lease.rentCents, 0);
  const sources = matches.map((p) => ({ type: 'property' as const, id: p.id, label: p.address }));
  const what = args.propertyType
    ? `${args.propertyType} ${matches.length === 1 ? 'property' : 'properties'}`
    : args.kind
      ? `${args.kind} ${matches.length === 1 ? 'property' : 'properties'}`
      : matches.length === 1
        ? 'property'
        : 'properties';
  const figures = {
    properties: matches.length,
    monthly_rent_cents: matches.reduce((t, p) => t + rentOf(p.id), 0),
  };

  if (matches.length === 0) {
    return {
      summary: all.length === 0 ? "You don't have any properties in Astor yet." : `You have no ${what}.`,
      details: [],
      figures,
      sources,
    };
  }
  if (matches.length === 1 && args.propertyIds?.length) {
    const p = matches[0] as PropertyRow;
    const own = leases.filter((lease) => lease.propertyId === p.id);
    const ends = own
      .map((lease) => lease.endDate)
      .filter((d): d is string => Boolean(d))
      .sort()[0];
    const details = [
      `Type: ${typeOf(p)} (${p.isCommercial ? 'commercial' : 'residential'})`,
      `Bedrooms: ${p.numBedrooms ?? 'N/A'}, bathrooms: ${p.numBathrooms === null ? 'N/A' : Number(p.numBathrooms)}`,
      `Monthly rent: ${bold(formatMoney(rentOf(p.id)))} from ${countOf(own.length, 'active lease')}${ends ? ` (earliest end ${ends})` : ''}`,
      p.isHoa && p.hoaFee !== null ? `HOA fee: ${bold(formatMoney(centsOf(p.hoaFee)))} a month` : 'No HOA',
    ];
    if (p.purchasePrice !== null)
      details.push(
        `Purchased for ${bold(formatMoney(centsOf(p.purchasePrice)))}${p.purchaseDate ? ` on ${formatDay(p.purchaseDate)}` : ''}`,
      );
    return {
      summary: `${bold(`${placeOf(p)}${p.zip ? ` ${p.zip}` : ''}`)}:`,
      details,
      figures: { ...figures, purchase_price_cents: p.purchasePrice === null ? 0 : centsOf(p.purchasePrice) },
      sources,
    };
  }
  return {
    summary: `You have ${bold(`${matches.length} ${what}`)}:`,
    details: capDetails(
      matches.map((p) => `${placeOf(p)} (${typeOf(p)}): rent ${bold(formatMoney(rentOf(p.id)))} a month`),
    ),
    figures,
    sources,
  };
}

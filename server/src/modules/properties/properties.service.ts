import type {
  CreatePropertyInput,
  Property,
  PropertyDetail,
  UpdatePropertyInput,
} from '@astor/contract/properties';
import type { Geocoder, GeoPoint } from '../../adapters/geocoder/geocoder.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { definedOnly, moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { notFound } from '../../errors.js';
import * as repo from './properties.repository.js';

export function toProperty(row: repo.PropertyRow): Property {
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    property_type: row.propertyType,
    purchase_price: moneyOut(row.purchasePrice),
    purchase_date: row.purchaseDate,
    num_bedrooms: row.numBedrooms,
    num_bathrooms: row.numBathrooms === null ? null : Number(row.numBathrooms),
    num_floors: row.numFloors,
    is_commercial: row.isCommercial,
    is_hoa: row.isHoa,
    hoa_fee: moneyOut(row.hoaFee),
    is_nnn: row.isNnn,
    latitude: row.latitude,
    longitude: row.longitude,
    location_approximate: row.locationApproximate,
    created_at: timestampOut(row.createdAt),
  };
}

function toValues(input: UpdatePropertyInput): Partial<repo.PropertyValues> {
  return definedOnly({
    address: input.address,
    city: input.city,
    state: input.state?.toUpperCase() ?? input.state,
    zip: input.zipCode !== undefined ? input.zipCode : input.zip,
    propertyType: input.property_type,
    purchasePrice: moneyIn(input.purchase_price),
    purchaseDate: input.purchase_date,
    numBedrooms: input.num_bedrooms,
    numBathrooms:
      input.num_bathrooms === undefined
        ? undefined
        : input.num_bathrooms === null
          ? null
          : String(input.num_bathrooms),
    numFloors: input.num_floors,
    isCommercial: input.is_commercial,
    isHoa: input.is_hoa,
    hoaFee: moneyIn(input.hoa_fee),
    isNnn: input.is_nnn,
    latitude: input.latitude,
    longitude: input.longitude,
    locationApproximate: input.location_approximate,
  });
}

/** A geocoded point as stored (docs/product.md#map-of-properties): none is no location, never an error. */
function pointValues(point: GeoPoint | undefined) {
  return {
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    locationApproximate: point ? (point.approximate ?? null) : null,
  };
}

/**
 * The columns a new property is saved with, its point geocoded from the address when none is given. Kept
 * apart from the insert so that a caller writing in a transaction geocodes before opening it: a slow
 * geocoder must not hold a transaction open.
 */
export async function newPropertyValues(
  geocoder: Geocoder,
  input: CreatePropertyInput,
): Promise<repo.PropertyValues> {
  const values = toValues(input) as repo.PropertyValues;
  if (values.latitude == null || values.longitude == null) {
    // An address that cannot be geocoded is saved without coordinates, never rejected.
    const point = await geocoder.geocode({
      address: input.address,
      city: values.city,
      state: values.state,
      zip: values.zip,
    });
    Object.assign(values, pointValues(point));
  }
  return values;
}

export class PropertiesService {
  constructor(
    private readonly db: Database,
    private readonly geocoder: Geocoder,
    private readonly storage: FileStorage,
  ) {}

  async list(ownerId: string): Promise<Property[]> {
    return (await repo.listProperties(this.db, ownerId)).map(toProperty);
  }

  async get(ownerId: string, id: string): Promise<PropertyDetail> {
    const row = await repo.findProperty(this.db, ownerId, id);
    if (!row) throw notFound('Property');
    return { ...toProperty(row), deletion_impact: await repo.countPropertyDependents(this.db, ownerId, id) };
  }

  async create(ownerId: string, input: CreatePropertyInput): Promise<Property> {
    const values = await newPropertyValues(this.geocoder, input);
    return toProperty(await repo.insertProperty(this.db, ownerId, values));
  }

  async update(ownerId: string, id: string, input: UpdatePropertyInput): Promise<Property> {
    const current = await repo.findProperty(this.db, ownerId, id);
    if (!current) throw notFound('Property');
    const values = toValues(input);
    const addressChanged = (['address', 'city', 'state', 'zip'] as const).some(
      (key) => values[key] !== undefined && values[key] !== current[key],
    );
    const coordinatesGiven = values.latitude != null && values.longitude != null;
    if (coordinatesGiven) {
      // A point given without saying otherwise was placed by hand: on the building.
      values.locationApproximate ??= false;
    } else if (addressChanged) {
      const point = await this.geocoder.geocode({
        address: values.address ?? current.address,
        city: values.city !== undefined ? values.city : current.city,
        state: values.state !== undefined ? values.state : current.state,
        zip: values.zip !== undefined ? values.zip : current.zip,
      });
      Object.assign(values, pointValues(point));
    } else {
      // The stored point stays, and so does what is known of it.
      delete values.locationApproximate;
    }
    const row = await repo.updateProperty(this.db, ownerId, id, values);
    if (!row) throw notFound('Property');
    return toProperty(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    const row = await repo.findProperty(this.db, ownerId, id);
    if (!row) throw notFound('Property');
    const fileKeys = await repo.deletePropertyCascade(this.db, ownerId, row);
    await Promise.all(fileKeys.map((key) => this.storage.delete(key)));
  }
}

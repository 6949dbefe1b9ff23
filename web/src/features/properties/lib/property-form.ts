import type { AddressSuggestion } from '@astor/contract/geo';
import type { CreatePropertyInput, Property, UpdatePropertyInput } from '@astor/contract/properties';

/**
 * The Add and Edit Property forms' values, as typed (numbers stay text until submitted). The address parts
 * are a suggestion's; its latitude and longitude come from a picked one, null lets the server geocode the
 * address.
 */
export interface PropertyFormValues extends Pick<
  AddressSuggestion,
  'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'
> {
  /** The picked suggestion's point is a ZIP code area's or a city's centre, not the building. */
  isLocationApproximate: boolean;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  floors: string;
  purchasePrice: string;
  purchaseDate: string;
  isCommercial: boolean;
  isHoa: boolean;
  hoaFee: string;
  isNnn: boolean;
}

/** No address, no point: a new form, or one whose address a lease file will give. */
const NO_ADDRESS = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  latitude: null,
  longitude: null,
  isLocationApproximate: false,
} satisfies Partial<PropertyFormValues>;

export const emptyPropertyForm: PropertyFormValues = {
  ...NO_ADDRESS,
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  floors: '',
  purchasePrice: '',
  purchaseDate: '',
  isCommercial: false,
  isHoa: false,
  hoaFee: '',
  isNnn: false,
};

export const PROPERTY_TYPES = [
  'Single Family',
  'Multi Family',
  'Condo',
  'Townhouse',
  'Apartment',
  'Office',
  'Retail',
  'Industrial',
  'Mixed Use',
  'Land',
  'Other',
] as const;

/** docs/product.md#property-validation: Add Property step 1 with nothing given. */
export const ADDRESS_OR_LEASE_REQUIRED = 'Please either enter an address or upload a lease document.';

/** docs/product.md#property-validation: images, PDF, DOC, DOCX. */
export const LEASE_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx';

/** docs/product.md#property-validation: step 1 needs a lease file or an address. */
export function validatePropertyInformation({
  address,
  leaseFile,
}: {
  address: string;
  leaseFile: File | null;
}): string | null {
  return !leaseFile && address.trim() === '' ? ADDRESS_OR_LEASE_REQUIRED : null;
}

/**
 * docs/product.md#property-validation: numeric property fields are parsed and sent as null when empty or
 * zero.
 */
export function parseOptionalNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value !== 0 ? value : null;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * Fills the address fields from a picked suggestion (docs/product.md#add-property: address, city, state, zip,
 * coordinates).
 */
export function applySuggestion(
  values: PropertyFormValues,
  suggestion: AddressSuggestion,
): PropertyFormValues {
  return {
    ...values,
    address: suggestion.address,
    city: suggestion.city,
    state: suggestion.state,
    // '' when the city spans several ZIP codes: the user types it.
    zipCode: suggestion.zipCode,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
    isLocationApproximate: suggestion.approximate === true,
  };
}

/** docs/product.md#add-property: said under the address when the picked suggestion is a centre point. */
export const APPROXIMATE_LOCATION_NOTE =
  'Approximate location: the pin goes to the centre of the ZIP code area or city. Drag it onto the building on the Properties map.';

/** docs/product.md#add-property: choosing a lease file clears the address, city, state and zip fields. */
export function clearAddress(values: PropertyFormValues): PropertyFormValues {
  return { ...values, ...NO_ADDRESS };
}

function detailsInput(values: PropertyFormValues) {
  return {
    num_bedrooms: parseOptionalNumber(values.bedrooms),
    num_bathrooms: parseOptionalNumber(values.bathrooms),
    num_floors: parseOptionalNumber(values.floors),
    is_commercial: values.isCommercial,
    is_hoa: values.isHoa,
    // A fee without an HOA would be shown nowhere and counted wrongly.
    hoa_fee: values.isHoa ? parseOptionalNumber(values.hoaFee) : null,
    is_nnn: values.isNnn,
    purchase_price: parseOptionalNumber(values.purchasePrice),
    purchase_date: textOrNull(values.purchaseDate),
    property_type: textOrNull(values.propertyType),
  };
}

function addressInput(values: PropertyFormValues) {
  return {
    address: values.address.trim(),
    city: textOrNull(values.city),
    state: textOrNull(values.state),
    zipCode: textOrNull(values.zipCode),
  };
}

/** docs/product.md#api-calls: the POST /properties body. */
export function toCreatePropertyInput(values: PropertyFormValues): CreatePropertyInput {
  return {
    ...addressInput(values),
    ...detailsInput(values),
    ...(values.latitude !== null && values.longitude !== null
      ? {
          latitude: values.latitude,
          longitude: values.longitude,
          location_approximate: values.isLocationApproximate,
        }
      : {}),
  };
}

/** The PATCH body: every field; no coordinates, so the server places a changed address again. */
export function toUpdatePropertyInput(values: PropertyFormValues): UpdatePropertyInput {
  return { ...addressInput(values), ...detailsInput(values) };
}

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** A stored property as form values, for editing. */
export function toPropertyFormValues(property: Property): PropertyFormValues {
  return {
    address: property.address,
    city: property.city ?? '',
    state: property.state ?? '',
    zipCode: property.zip ?? '',
    latitude: property.latitude,
    longitude: property.longitude,
    isLocationApproximate: false,
    propertyType: property.property_type ?? '',
    bedrooms: numberText(property.num_bedrooms),
    bathrooms: numberText(property.num_bathrooms),
    floors: numberText(property.num_floors),
    purchasePrice: numberText(property.purchase_price),
    purchaseDate: property.purchase_date ?? '',
    isCommercial: property.is_commercial,
    isHoa: property.is_hoa,
    hoaFee: numberText(property.hoa_fee),
    isNnn: property.is_nnn,
  };
}

import type { z } from 'zod';

/**
 * A sentence for a validation issue that its schema gave no message of its own: a missing key, a value
 * of the wrong type, a number out of range. It names the field ("Rent due day is required"), never the
 * library's wording ("Invalid input: expected string, received undefined"). Used as zod's error map for
 * everything the API validates, so every field has a human message.
 */
export function humanIssueMessage(issue: z.core.$ZodRawIssue): string {
  const label = labelOf(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (label === undefined) {
        return issue.input === undefined
          ? 'The request needs a body: a JSON object.'
          : 'The request body must be a JSON object.';
      }
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${TYPE_NAMES[issue.expected] ?? 'of another type'}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => String(value));
      if (values.length === 1) return `${subject(label)} must be ${values[0]}`;
      if (values.length <= 12) return `${subject(label)} must be one of: ${values.join(', ')}`;
      return `${subject(label)} is not one of the allowed values`;
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.minimum === 1) return `${subject(label)} is required`;
        return `${subject(label)} must be at least ${minimum} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.minimum === 1
          ? `${subject(label)} needs at least one item`
          : `${subject(label)} needs at least ${minimum} items`;
      }
      if (issue.origin === 'date') return `${subject(label)} is too early`;
      return issue.inclusive === false
        ? `${subject(label)} must be more than ${minimum}`
        : `${subject(label)} must be ${minimum} or more`;
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return `${subject(label)} must be at most ${maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${subject(label)} can have at most ${maximum} items`;
      }
      if (issue.origin === 'date') return `${subject(label)} is too late`;
      return issue.inclusive === false
        ? `${subject(label)} must be less than ${maximum}`
        : `${subject(label)} must be ${maximum} or less`;
    }
    case 'invalid_format':
      return `${subject(label)} ${FORMAT_RULES[issue.format] ?? 'is not in the expected format'}`;
    case 'not_multiple_of':
      return `${subject(label)} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return `${subject(label)} is not valid`;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
  null: 'empty (null)',
};

const FORMAT_RULES: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid URL',
  uuid: 'must be a valid ID',
  guid: 'must be a valid ID',
  date: 'must be a date in YYYY-MM-DD format',
  datetime: 'must be a date and time (YYYY-MM-DDTHH:MM:SSZ)',
  time: 'must be a time (HH:MM)',
  duration: 'must be a duration',
  regex: 'is not in the expected format',
};

// Field names whose words alone would not read well.
const LABELS: Record<string, string> = {
  id: 'ID',
  q: 'Search text',
  tz: 'Time zone',
  zip: 'ZIP code',
  zipCode: 'ZIP code',
  as_of: 'Date',
  from: 'From date',
  to: 'To date',
  hoa_fee: 'HOA fee',
  is_hoa: 'HOA',
  is_nnn: 'NNN',
  rent_amount_monthly: 'Monthly rent',
  remember: 'Remember me',
};

/** "rent_due_day" -> "Rent due day", "property_id" -> "Property", "zipCode" -> "ZIP code"; none for the root. */
function labelOf(path: readonly PropertyKey[]): string | undefined {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return undefined;
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean);
  if (words.length > 1 && words[words.length - 1] === 'id') words.pop();
  if (words.length > 1 && (words[0] === 'is' || words[0] === 'num')) words.shift();
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
}

const subject = (label: string | undefined): string => label ?? 'The request';

/**
 * Party names: who the landlord, tenants, vendor or contractor are. Finds them from labels ('Tenant(s): ...'),
 * from role markers in a preamble ('between A ("Landlord") and B and C ("Tenant")', 'X, as Landlord') and from
 * signature blocks, and cleans what it finds.
 */
import { escapeRegExp, titleCaseIfShouting } from './text.js';

const COMPANY_SUFFIX = String.raw`(?:LLC|L\.L\.C\.|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.?|Company|LP|L\.P\.|LLP|PLLC|Ltd\.?|Trust|Group|Partners|Partnership|Associates|Holdings)`;
const COMPANY_SUFFIX_PATTERN = new RegExp(String.raw`\b${COMPANY_SUFFIX}$`, 'i');

/** Words that never belong to a name: when a candidate holds one, it is a sentence, not a name. */
const NOT_A_NAME =
  /\b(?:shall|agrees?|hereby|premises|lease|rent|deposit|signature|date|dated|print(?:ed)?|name|address|phone|email|notice|the\s+(?:undersigned|parties|property)|whose|located|this|that|which|with|for\s+the|payable|monthly|per|pursuant|collectively|hereinafter|referred|called|known\s+as|witness|page|section|article|paragraph|signed|by:|its:|owner's|tenant's|landlord's|representative|authorized|agent\s+for)\b/i;

/** Person or company name cleaned of quotes, roles and trailing clauses; null when it does not look like one. */
export function cleanName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let name = raw
    .replace(/\s+/g, ' ')
    // Scan debris: leading marks, a trailing margin number, 'Eli- Sandoval'.
    .replace(/^[^A-Za-z0-9"“(]+/, '')
    .replace(/(\s+\d{1,2})+\s*$/, '')
    .replace(/([a-z])-\s+(?=[A-Z])/g, '$1 ')
    .replace(/[“”"]/g, '')
    .replace(/\((?:the\s+)?(?:collectively|individually|jointly)[^)]*\)/gi, '')
    .replace(/\([^)]*\)/g, '')
    .replace(
      /(?:\s*,\s*|\s+)(?:a|an)\s+(?:[A-Z][a-z]+\s+){0,3}(?:limited\s+liability\s+company|corporation|limited\s+partnership|general\s+partnership|partnership|nonprofit\s+corporation|company|trust)\b.*$/i,
      '',
    )
    .replace(/\s*,\s+(?:a|an)\s+.*$/i, '')
    .replace(/\s*,?\s+by\s*(?:_{2,}|:|$).*$/i, '')
    .replace(/\s*_{2,}.*$/, '')
    // 'Bertrand Okonjo-Hale. Occupant(s): Sasha Ivanova.': the next label starts another party.
    .replace(/\.\s+[A-Z][\w/]*(?:\s+[\w/]+)?(?:\(s\))?\s*:.*$/, '')
    .replace(
      /\s*,?\s*(?:whose|with\s+(?:an?\s+)?(?:address|offices?)|located\s+at|residing\s+at|of\s+\d|at\s+\d|c\/o|d\/b\/a).*$/i,
      '',
    )
    .replace(/\s*,?\s*\b(?:as|hereinafter|herein|the)\s*$/i, '')
    .replace(/\s*,\s*\d.*$/, '')
    .replace(/\s*[|·•].*$/, '')
    .replace(/\s{2,}.*$/, '')
    .replace(/^(?:by|and|between|among|from|to|name|printed\s+name|print\s+name)\s*[:.]?\s+/i, '')
    .replace(/^[\s,:;.\-_*]+|[\s,:;\-_*]+$/g, '')
    .trim();
  // A trailing period belongs only to abbreviations ('Inc.', 'Co.', 'Jr.').
  if (/\.$/.test(name) && !/\b(?:Inc|Co|Corp|Ltd|Jr|Sr|L\.L\.C|L\.P|P\.C)\.$/i.test(name))
    name = name.slice(0, -1).trim();
  if (name.length < 3 || name.length > 80) return null;
  if (!/^[A-Z0-9]/.test(name)) return null;
  if (NOT_A_NAME.test(name)) return null;
  // A role or a heading where a name should be ('Resident', 'Guarantor', 'Owner of Residential Community').
  if (
    /^(?:the\s+)?(?:resident|tenant|landlord|lessor|lessee|owner|guarantor|occupant|manager|agent|title|party|parties)s?(?:\s+of\b.*)?$/i.test(
      name,
    )
  )
    return null;
  if (/\d/.test(name) && !COMPANY_SUFFIX_PATTERN.test(name) && !/\b(?:LLC|Inc|Corp)\b/i.test(name))
    return null;
  const words = name.split(' ');
  if (words.length > 9) return null;
  // At least one word that starts with a capital letter (a name), not a run of lowercase prose.
  if (words.filter((word) => /^[A-Z]/.test(word)).length < Math.ceil(words.length / 2)) return null;
  return titleCaseIfShouting(name);
}

export function isCompanyName(name: string): boolean {
  return /\b(?:LLC|L\.L\.C|Inc|Corp|Co\b|Company|LP|L\.P|LLP|PLLC|Ltd|Trust|Group|Partners|Partnership|Associates|Holdings|Properties|Property|Management|Realty|Rentals|Apartments|Services|Housing|Investments|Residential|Real Estate)\b/i.test(
    name,
  );
}

/** 'Mary Jones and Bob Jones', 'A, B & C' → ['Mary Jones', 'Bob Jones'] ('Smith & Sons LLC' stays whole). */
export function splitNames(raw: string): string[] {
  // 'Hollis Brandt, 4820 N Division St, Spokane, WA': the address is not another name.
  const trimmed = raw
    .replace(/\s+/g, ' ')
    .replace(/\s*,?\s*(?:\d{1,6}\s+[A-Za-z]|P\.?\s?O\.?\s+Box\b).*$/i, '')
    .replace(/_{2,}/g, ' ')
    .trim();
  if (
    isCompanyName(trimmed) &&
    !/\band\b.*\b(?:LLC|Inc)\b.*\b(?:and)\b/i.test(trimmed) &&
    !/;/.test(trimmed)
  ) {
    // A company with '&' in its name; but 'Acme LLC and John Doe' is two parties.
    const parts = trimmed.split(/\s+and\s+(?=[A-Z])/);
    if (parts.length === 1 || parts.every((part) => isCompanyName(part) || part.split(' ').length >= 2)) {
      return parts.map((part) => cleanName(part)).filter((part): part is string => Boolean(part));
    }
  }
  const parts = trimmed
    .split(/\s*(?:;|,\s*and\s+|\band\b|&|\/|,)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  // 'Horace and Mildred Quenneville': a lone first name borrows the family name that follows.
  const names: string[] = [];
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (/^[A-Z][a-z]+$/.test(part) && next && /^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z'-]+$/.test(next)) {
      const family = next.split(' ').pop() ?? '';
      names.push(`${part} ${family}`);
    } else names.push(part);
  });
  return names.map((part) => cleanName(part)).filter((part): part is string => Boolean(part));
}

export type RoleMention = {
  role: string;
  name: string;
  index: number;
  how: 'label' | 'preamble' | 'signature';
};

/**
 * 'Landlord: X', 'LANDLORD ........ X', 'Tenant(s): A, B' — the value on the same line, or on the next line when
 * the label stands alone.
 */
export function findLabelled(text: string, roles: string[]): RoleMention[] {
  const mentions: RoleMention[] = [];
  const rolePattern = roles.map(escapeRegExp).join('|');
  const label = new RegExp(
    String.raw`(?:^|(?<=\S)[ \t]{2,}|(?<=[.;]\s))[ \t>*-]*(?:the\s+)?(${rolePattern})(?:\s*\(s\)|s)?(?:'s)?(?:\s+(?:name|names|of\s+record|\(s\)))?\s*(?::|\.{2,}|…+|-{1,2}\s|\t)[ \t]*([^\n]*?)(?=[ \t]{2,}|[ \t]*$|(?<=[.;])\s+[A-Z][\w/]*(?:\s+[\w/]+)?(?:\(s\))?\s*:)`,
    'gim',
  );
  for (const match of text.matchAll(label)) {
    let value = (match[2] ?? '').replace(/^[.…\s]+/, '').trim();
    const valueStart = match.index + match[0].length - (match[2] ?? '').length;
    if (!value) {
      // Label alone on its line: the name is on the next non-empty line.
      const rest = text.slice(match.index + match[0].length).match(/^\s*\n\s*([^\n]+)/);
      value = rest?.[1]?.trim() ?? '';
    }
    if (/^_{3,}|^signature/i.test(value)) continue;
    // Two labels on one line: 'Landlord: A    Tenant: B'.
    value = value.split(/\s{2,}|\t/)[0] ?? value;
    mentions.push({ role: (match[1] ?? '').toLowerCase(), name: value, index: valueStart, how: 'label' });
  }
  return mentions;
}

const ROLE_MARKER = (roles: string) =>
  new RegExp(
    String.raw`(?:\(\s*(?:each\s+and\s+)?(?:collectively|together|jointly|individually)?,?\s*(?:and\s+)?(?:referred\s+to\s+)?(?:(?:herein|hereinafter)\s+)?(?:(?:called|referred\s+to\s+as|known\s+as)\s+)?(?:as\s+)?(?:the\s+)?["“']?(${roles})s?["”']?\s*\)|,?\s*(?:\(?\s*(?:herein|hereinafter)\s*,?\s*(?:called|referred\s+to\s+as|known\s+as|designated\s+as)?\s*(?:the\s+)?["“']?(${roles})s?["”']?\s*\)?)|,\s*as\s+(?:the\s+)?(${roles})s?\b(?!\s+(?:and|or)\s+(?:the\s+)?(?:tenant|landlord)))`,
    'gi',
  );

/**
 * 'between A ("Landlord") and B and C ("Tenant")', 'A, as Landlord, and B, as Tenant', 'A, hereinafter called
 * "Owner"': the text before each role marker, back to the previous marker or to 'between'.
 */
export function findPreambleParties(flat: string, roles: string[]): RoleMention[] {
  const head = flat.slice(0, 6000);
  const roleAlternatives = roles.map(escapeRegExp).join('|');
  const mentions: RoleMention[] = [];
  let boundary = 0;
  for (const match of head.matchAll(ROLE_MARKER(roleAlternatives))) {
    const role = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
    const before = head.slice(Math.max(boundary, match.index - 240), match.index);
    // Start after the last 'between' / 'by' / 'the parties are', else after a sentence end or the previous party.
    const keywords = [
      ...before.matchAll(
        /\b(?:by\s+and\s+between|between|among|(?:is\s+)?(?:made|entered\s+into)[^.]{0,40}?\bby|parties\b[^.]{0,40}?\b(?:are|is))\s+/gi,
      ),
    ];
    const sentences = [
      ...before.matchAll(/(?<!\b(?:Inc|Co|Corp|Ltd|Jr|Sr|Mr|Mrs|Ms|Dr|St|L\.P|[A-Z]))[.;:]\s+/g),
    ];
    const lastKeyword = keywords[keywords.length - 1];
    const lastSentence = sentences[sentences.length - 1];
    let startIndex = 0;
    if (lastKeyword) startIndex = lastKeyword.index + lastKeyword[0].length;
    if (lastSentence && lastSentence.index + lastSentence[0].length > startIndex)
      startIndex = lastSentence.index + lastSentence[0].length;
    const chunk = before.slice(startIndex).replace(/^[\s,]*(?:and\s+|&\s+)?/i, '');
    boundary = match.index + match[0].length;
    if (chunk.trim()) mentions.push({ role, name: chunk.trim(), index: match.index, how: 'preamble' });
  }
  return mentions;
}

/** 'The undersigned Owner, Pemberton Residential Trust, and Resident, Gloria Featherstone, ...': role, then name. */
export function findAppositiveParties(flat: string, roles: string[]): RoleMention[] {
  const head = flat.slice(0, 4000);
  const rolePattern = roles.map(escapeRegExp).join('|');
  const mentions: RoleMention[] = [];
  const pattern = new RegExp(
    String.raw`\b(?:the\s+(?:undersigned\s+)?)?(${rolePattern})s?,\s+([A-Z][\w.'&-]*(?:\s+(?:[A-Z][\w.'&-]*|&|and|of|de|van|von)){0,6}),`,
    'g',
  );
  for (const match of head.matchAll(pattern)) {
    mentions.push({
      role: (match[1] ?? '').toLowerCase(),
      name: match[2] ?? '',
      index: match.index + match[0].indexOf(match[2] ?? ''),
      how: 'preamble',
    });
  }
  return mentions;
}

/** Signature blocks: 'LANDLORD:\n____\nName', '____ Name, Tenant', 'Printed Name: X' after a role heading. */
export function findSignatureParties(text: string, roles: string[]): RoleMention[] {
  const mentions: RoleMention[] = [];
  const rolePattern = roles.map(escapeRegExp).join('|');
  // '_______ Jane Doe, Tenant' or 'Jane Doe, Tenant' on its own line.
  for (const match of text.matchAll(
    new RegExp(String.raw`^[_\s]*([A-Z][^\n,]{2,60}),\s*(?:the\s+)?(${rolePattern})s?\s*$`, 'gim'),
  )) {
    mentions.push({
      role: (match[2] ?? '').toLowerCase(),
      name: match[1] ?? '',
      index: match.index,
      how: 'signature',
    });
  }
  // 'Printed Name: X' below a role heading.
  for (const match of text.matchAll(
    new RegExp(
      String.raw`^\s*(${rolePattern})s?\b[^\n]*\n(?:[^\n]*\n){0,2}?\s*(?:printed\s+name|print\s+name|name)\s*:\s*([^\n]+)`,
      'gim',
    ),
  )) {
    mentions.push({
      role: (match[1] ?? '').toLowerCase(),
      name: match[2] ?? '',
      index: match.index,
      how: 'signature',
    });
  }
  return mentions;
}

/**
 * Service, construction or management contract text → ContractFields: what kind of work, with whom (the
 * contractor or company, not the owner), when it runs and what it costs.
 */
import type { ContractFields, Field } from '../types.js';
import { MONTHLY_AFTER, YEARLY_AFTER, labelAmounts, type LabelledAmount } from './amount-context.js';
import { findDates, termEnd, type DateMatch } from './dates.js';
import { field, missing } from './field.js';
import { cleanName, findLabelled, findPreambleParties, isCompanyName, splitNames } from './names.js';
import { flatten, normalizeText, snippet, splitLines, titleCaseIfShouting } from './text.js';

/** Work named in the scope when the title says only 'Service Agreement'. First match wins. */
const WORK_KINDS: [RegExp, string][] = [
  [
    /\bproperty\s+management|\bmanagement\s+(?:agreement|fee|services)|\bmanag(?:e|ing)\s+(?:the\s+)?(?:property|building|units?)\b/i,
    'Property management',
  ],
  [
    /\b(?:remove|tear[\s-]*off|strip)\b[^.]{0,30}\b(?:shingles|roofing|roof)\b|\broof(?:ing)?\b[^.]{0,40}\b(?:replace\w*|tear[\s-]?off|re-?roof)|\b(?:replace\w*|tear\s+out)\b[^.]{0,40}\broof(?:s|ing)?\b/i,
    'Roof replacement',
  ],
  [/\broof(?:s|ing|er|ers)?\b/i, 'Roofing'],
  [/\bwindows?\b[^.]{0,40}\bgutters?\b|\bgutters?\b[^.]{0,40}\bwindows?\b/i, 'Window and gutter cleaning'],
  [/\bgutters?\b/i, 'Gutter cleaning'],
  [
    /\b(?:hvac|heating|air\s+condition\w*|furnace|boilers?|heat[\s-]pumps?|rooftop\s+units?)\b/i,
    'HVAC maintenance',
  ],
  [/\b(?:landscap\w*|lawn|mow\w*|grounds\s+maintenance|irrigation)\b/i, 'Landscaping'],
  [/\b(?:snow\w*|plow(?:s|ing|ed)?|de-?ic(?:e|ing)|ice\s+melt)\b/i, 'Snow removal'],
  [/\b(?:pest|extermin\w*|rodent)\b/i, 'Pest control'],
  [/\bpool\b/i, 'Pool maintenance'],
  [/\b(?:janitorial|cleaning|clean\s+and\s+sanitize|turnover\s+clean\w*|maid)\b/i, 'Cleaning'],
  [/\bdecks?\b/i, 'Deck construction'],
  [/\b(?:kitchen|bathroom)\s+remodel|\bremodel\w*|\brenovat\w*/i, 'Renovation'],
  [/\bpaint\w*/i, 'Painting'],
  [/\bplumb\w*/i, 'Plumbing'],
  [/\belectric(?:al|ian)\b/i, 'Electrical'],
  [/\belevator/i, 'Elevator maintenance'],
  [/\b(?:alarm|security\s+monitoring|fire\s+protection)\b/i, 'Security and fire monitoring'],
  [/\b(?:construction|build(?:ing)?\s+permit|framing)\b/i, 'Construction'],
  [/\b(?:handyman|general\s+repairs|maintenance)\b/i, 'Maintenance'],
  [/\bwindows?\b/i, 'Window cleaning'],
  [/\bmanagement\b/i, 'Property management'],
];

const GENERIC_TITLE_WORDS =
  /\b(?:master|agreement|contract|contracts|proposal|estimate|quote|bid|and|services?|service\s+plan|plan|for|of|the|a|an|copy|commercial|customer|residential|independent|contractor|work\s+authorization|form|terms|conditions|exclusive|#?\s*\d+)\b/gi;

function sentenceCase(value: string): string {
  const words = value.trim().split(/\s+/);
  return words
    .map((word, index) => {
      if (/^[A-Z]{2,5}$/.test(word) && /^(?:HVAC|HOA|NNN|CAM|USA|LLC)$/.test(word)) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

function contractTitle(text: string): string | null {
  for (const line of splitLines(text).slice(0, 12)) {
    const value = line.text.replace(/^[\s*=#~|-]+|[\s*=#~|:-]+$/g, '');
    if (
      /\b(?:agreement|contract|proposal|estimate|quote|bid|service\s+plan|maintenance\s+plan)\b/i.test(
        value,
      ) &&
      value.length <= 90
    )
      return value;
  }
  return null;
}

function extractType(text: string, flat: string): Field<string | null> {
  const title = contractTitle(text);
  if (title) {
    const core =
      title
        .split(/\s+[-–—|/]\s+|\s*:\s+/)
        .find((part) => /\b(?:agreement|contract|proposal|plan|estimate)\b/i.test(part)) ?? title;
    const words = core
      .replace(/\(.*?\)/g, ' ')
      .replace(GENERIC_TITLE_WORDS, ' ')
      .replace(/[^A-Za-z&/ -]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // 'Window and Gutter Cleaning Service Agreement' → keep 'and' between two kept words.
    const kept = core
      .replace(/\(.*?\)/g, ' ')
      .replace(
        /\b(?:master|agreement|contract|proposal|estimate|quote|bid|services?|plan|copy|form|exclusive|independent|contractor|customer|commercial)\b|#?\s*\d+|[/#,:]/gi,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .replace(/^(?:and|for|of|the|a)\s+|\s+(?:and|for|of|the|a)$/gi, '')
      .trim();
    const cleanedKept = kept
      .replace(/[^A-Za-z&' ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const namesWork = WORK_KINDS.some(([pattern]) => pattern.test(cleanedKept));
    if (words.length >= 4 && cleanedKept.split(' ').length <= 6 && namesWork) {
      // 'Preventive Maintenance Plan', 'Leasing and Management Agreement': say which.
      // 'Roofing Contract' whose scope tears off the old roof: the more specific kind of the same trade.
      const specific = WORK_KINDS.find(([pattern]) => pattern.test(flat))?.[1];
      const sameTrade =
        specific &&
        specific.toLowerCase().startsWith(cleanedKept.toLowerCase().slice(0, 4)) &&
        specific.length > cleanedKept.length
          ? specific
          : null;
      const refined =
        (sameTrade ?? /^(?:preventive\s+|routine\s+|general\s+)?maintenance$/i.test(cleanedKept))
          ? WORK_KINDS.find(([pattern]) => pattern.test(flat))?.[1]
          : /\bmanagement\b/i.test(cleanedKept) && /\b(?:rent|tenants?|leases?)\b/i.test(flat)
            ? 'Property management'
            : null;
      return field<string | null>(refined ?? sentenceCase(cleanedKept), 0.8, title);
    }
  }
  for (const [pattern, kind] of WORK_KINDS) {
    const match = flat.match(pattern);
    if (match)
      return field<string | null>(
        kind,
        0.55,
        snippet(flat, match.index ?? 0, (match.index ?? 0) + match[0].length),
      );
  }
  return missing();
}

const TRADE_WORDS =
  /\b(?:carpentry|roofing|construction|contracting|builders|cleaning|janitorial|landscap\w*|lawn|plumbing|electric|painting|decks?|mechanical|hvac|heating|cooling|pest|pool|snow|remodel\w*|renovations?|maintenance|exteriors?)\b/i;

/** Party names in a flattened preamble may carry the title before them ('MANAGEMENT AGREEMENT Ridgeline LLC'). */
function dropTitle(name: string): string {
  return name.replace(/^.*\b(?:agreement|contract|proposal|estimate|plan|terms)\b\s*/i, '');
}

const CONTRACTOR_ROLES = [
  'contractor',
  'company',
  'service provider',
  'provider',
  'vendor',
  'manager',
  'agent',
  'management company',
  'consultant',
  'cleaner',
  'landscaper',
  'contractor name',
  'prepared by',
];

function extractCounterparty(text: string, flat: string): Field<string | null> {
  const labelled = findLabelled(text, CONTRACTOR_ROLES);
  for (const mention of labelled) {
    const name = splitNames(mention.name)[0];
    if (name)
      return field<string | null>(
        name,
        0.85,
        snippet(text, mention.index, mention.index + mention.name.length),
      );
  }
  const preamble = findPreambleParties(flat, [
    'Contractor',
    'Company',
    'Service Provider',
    'Provider',
    'Vendor',
    'Manager',
    'Agent',
    'Management Company',
    'Consultant',
  ]);
  for (const mention of preamble.filter((m) => CONTRACTOR_ROLES.includes(m.role))) {
    const name = splitNames(dropTitle(mention.name))[0];
    if (name)
      return field<string | null>(
        name,
        0.8,
        snippet(flat, mention.index - mention.name.length, mention.index + 20),
      );
  }
  // 'between ... and Arrowhead Mechanical Services, Inc. ("Arrowhead")': a party named after itself.
  for (const match of flat
    .slice(0, 3000)
    .matchAll(
      /\b([A-Z][\w&.,' -]{2,70}?(?:LLC|L\.L\.C\.|Inc\.?|Co\.|Company|Corp\.?|Services|Group))\s*,?\s*\(\s*["“]?[A-Z][\w ]*["”]?\s*\)/g,
    )) {
    const name = cleanName(dropTitle(match[1] ?? ''));
    if (
      name &&
      !/\b(?:owner|client|customer|association|trust)\b/i.test(
        flat.slice(match.index + match[0].length - 30, match.index + match[0].length),
      )
    ) {
      return field<string | null>(name, 0.7, match[0]);
    }
  }
  // Letterhead: a company name in the first lines (proposals are printed on the contractor's paper).
  for (const line of splitLines(text).slice(0, 8)) {
    const value =
      line.text.replace(/^[\s*=#~|-]+|[\s*=#~|-]+$/g, '').split(/\s{2,}|\s[|·•*]\s|\s[-–—]\s/)[0] ?? '';
    if (
      /\b(?:agreement|contract|proposal|estimate|quote|bid|terms|plan|prepared|customer|owner|client)\b/i.test(
        line.text,
      )
    )
      continue;
    const name = cleanName(value);
    if (name && (isCompanyName(name) || TRADE_WORDS.test(name)))
      return field<string | null>(titleCaseIfShouting(name), 0.65, line.text);
  }
  const anyCompany = flat
    .slice(0, 2500)
    .match(/\b([A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5},?\s+(?:LLC|L\.L\.C\.|Inc\.?|Co\.|Corp\.?))/);
  if (anyCompany?.[1]) {
    const name = cleanName(dropTitle(anyCompany[1]));
    if (name) return field<string | null>(name, 0.4, anyCompany[0]);
  }
  return missing();
}

function extractDates(flat: string): { start: Field<string | null>; end: Field<string | null> } {
  // A century inferred from a garbled year is a receipt's guess, not a contract term.
  const dates = findDates(flat).filter((date) => !date.uncertainYear);
  const context = (date: DateMatch, length = 70) =>
    flat.slice(Math.max(0, date.start - length), date.start).replace(/\b([ap])\.\s?m\./gi, '$1m');
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i] as DateMatch;
    const b = dates[i + 1] as DateMatch;
    const gap = flat.slice(a.end, b.start);
    if (
      gap.length <= 30 &&
      /^\s*(?:,?\s*(?:and\s+)?(?:to|through|thru|until|ending(?:\s+on)?|and\s+(?:continues|ends?|ending|expir\w*)\s+(?:until\s+|on\s+)?)|-|–)\s*$/i.test(
        gap,
      ) &&
      b.iso > a.iso
    ) {
      if (/\b(?:dated|made|entered|signed|executed)\b[^.]{0,30}$/i.test(context(a, 40))) continue;
      return {
        start: field<string | null>(a.iso, 0.85, snippet(flat, a.start - 40, a.end)),
        end: field<string | null>(b.iso, 0.85, snippet(flat, b.start - 30, b.end)),
      };
    }
  }
  const startMatch = dates.find((date) =>
    /\b(?:commenc\w*|begin\w*|start\w*|effective|on\s+or\s+about|season\s+runs|from)\b[^.]{0,40}$|\b(?:start|commencement|effective)\s+date\b[^.]{0,10}$/i.test(
      context(date),
    ),
  );
  const start = startMatch ?? null;
  const endMatch = dates.find(
    (date) =>
      (!start || date.iso > start.iso) &&
      /\b(?:through|thru|until|end\w*|expir\w*|terminat\w*|complet\w*)\b[^.]{0,30}$|\b(?:end|expiration|completion)\s+date\b[^.]{0,10}$/i.test(
        context(date, 50),
      ),
  );
  let end: Field<string | null> = endMatch
    ? field<string | null>(endMatch.iso, 0.75, snippet(flat, endMatch.start - 40, endMatch.end))
    : missing();
  if (!endMatch && start) {
    const term = flat.match(
      /\b(?:initial\s+)?term\s+of\s+(one|two|three|\d{1,2})\s*(?:\(\d+\)\s*)?(years?|months?)\b/i,
    );
    if (term) {
      const count = Number(term[1]) || { one: 1, two: 2, three: 3 }[(term[1] ?? '').toLowerCase()] || 0;
      if (count)
        end = field<string | null>(
          termEnd(start.iso, /year/i.test(term[2] ?? '') ? count * 12 : count),
          0.55,
          term[0],
        );
    }
  }
  return {
    start: start
      ? field<string | null>(start.iso, 0.75, snippet(flat, start.start - 40, start.end))
      : missing(),
    end,
  };
}

function extractAmount(flat: string): Field<number | null> {
  let best: { amount: LabelledAmount; score: number } | null = null;
  for (const amount of labelAmounts(flat, 100)) {
    if (amount.value <= 0) continue;
    const near = amount.before.slice(-60);
    let score = 0;
    if (
      /\b(?:charge|fee|rate|cost|price)\s*:\s*$|\b(?:contract\s+(?:price|sum|amount)|total\s+(?:contract\s+)?(?:price|cost|sum|amount)|(?:annual|seasonal|monthly|quarterly|flat)\s+(?:contract\s+)?(?:price|fee|rate|charge)|price|investment|compensation|fee\s+(?:is|of|shall\s+be)|pay\s+(?:contractor|company|provider|vendor)?|total)\b[^$]{0,40}$/i.test(
        near,
      )
    )
      score += 3;
    if (
      MONTHLY_AFTER.test(amount.after) ||
      YEARLY_AFTER.test(amount.after) ||
      /^\W{0,3}(?:per|a|each)\s+(?:visit|service|season|quarter|cleaning|push|year|month)\b/i.test(
        amount.after,
      )
    )
      score += 1.5;
    if (/\b(?:all[\s-]inclusive|lump\s+sum)\b/i.test(amount.after.slice(0, 30))) score += 1;
    if (
      /\b(?:insurance|liability|coverage|over|exceed\w*|up\s+to|threshold|deposit|down\s+payment|installments?\s+of|payments\s+of|per\s+hour|hourly|per\s+truck|discount|allowance|penalty|late)\b[^$]{0,25}$/i.test(
        near,
      )
    )
      score -= 3;
    if (/^\W{0,3}per\s+(?:hour|truck\s+hour|square\s+foot|room)\b/i.test(amount.after)) score -= 2;
    if (score > 0 && (!best || score > best.score)) best = { amount, score };
  }
  if (!best) return missing();
  return field<number | null>(
    best.amount.value,
    Math.min(0.9, 0.5 + best.score * 0.08),
    snippet(flat, best.amount.start - 60, best.amount.end + 25),
  );
}

export function extractContractFields(rawText: string): ContractFields {
  const text = normalizeText(typeof rawText === 'string' ? rawText : '');
  const flat = flatten(text);
  const dates = extractDates(flat);
  return {
    contract_type: extractType(text, flat),
    counterparty: extractCounterparty(text, flat),
    start_date: dates.start,
    end_date: dates.end,
    amount: extractAmount(flat),
  };
}

/**
 * Lease text → LeaseFields (docs/product.md#lease-terms: a lease and its special terms). Rules over
 * normalised text: labels, the preamble's parties, the nearest label before each amount, dates with their
 * keywords. Every field says how sure it is and quotes where it came from, for review before anything is
 * written.
 */
import type { AdditionalFee, Field, LateFee, LeaseFields } from '../types.js';
import { findAddresses, findStateMention, type Address } from './address.js';
import {
  DAILY_AFTER,
  FEE_TYPES,
  MONTHLY_AFTER,
  YEARLY_AFTER,
  labelAmounts,
  type LabelledAmount,
} from './amount-context.js';
import { findDates, termEnd, type DateMatch } from './dates.js';
import { field, missing } from './field.js';
import { NUMBER_WORDS_TO_TWELVE } from './number-words.js';
import {
  findAppositiveParties,
  findLabelled,
  findPreambleParties,
  findSignatureParties,
  isCompanyName,
  splitNames,
  type RoleMention,
} from './names.js';
import { flatten, normalizeText, snippet, titleCaseIfShouting } from './text.js';

type Context = {
  text: string;
  flat: string;
  amounts: LabelledAmount[];
  dates: DateMatch[];
  /** The text a party mention's offset refers to. */
  how: (mention: RoleMention) => string;
};

const LANDLORD_ROLES = [
  'landlord',
  'lessor',
  'owner',
  'owners',
  'landlord/owner',
  'owner/landlord',
  'landlord/agent',
  'property owner',
  'sublessor',
  'management',
  'managing agent',
  'manager',
];
const TENANT_ROLES = [
  'tenant',
  'tenants',
  'lessee',
  'lessees',
  'resident',
  'residents',
  'renter',
  'renters',
  'occupant',
  'subtenant',
  'student resident',
  'co-tenant',
];

// ---------------------------------------------------------------------------------------------------------
// Parties

/** The roles in the singular, as a party is named beside its name ('Jane Doe, Tenant') or under a signature line. */
const SINGULAR_ROLES = ['Landlord', 'Lessor', 'Owner', 'Tenant', 'Lessee', 'Resident', 'Renter'];

function bestParty(
  mentions: RoleMention[],
  roles: string[],
): { names: string[]; mention: RoleMention } | null {
  const order: RoleMention['how'][] = ['label', 'preamble', 'signature'];
  for (const how of order) {
    for (const mention of mentions.filter((m) => m.how === how && roles.includes(m.role))) {
      const names = splitNames(mention.name);
      if (names.length) return { names, mention };
    }
  }
  return null;
}

function extractParties(ctx: Context): { landlord: Field<string | null>; tenants: Field<string[]> } {
  const roles = [...LANDLORD_ROLES, ...TENANT_ROLES];
  const mentions = [
    ...findLabelled(ctx.text, roles),
    ...findPreambleParties(ctx.flat, [
      'Landlord',
      'Lessor',
      'Owner',
      'Owners',
      'Sublessor',
      'Tenant',
      'Tenants',
      'Lessee',
      'Lessees',
      'Resident',
      'Residents',
      'Renter',
      'Renters',
      'Subtenant',
      'Student Resident',
    ]),
    ...findAppositiveParties(ctx.flat, SINGULAR_ROLES),
    ...findSignatureParties(ctx.text, SINGULAR_ROLES),
  ];
  const landlordMatch = bestParty(mentions, LANDLORD_ROLES);
  const tenantMatch = bestParty(mentions, TENANT_ROLES);
  let landlord: Field<string | null> = missing();
  if (landlordMatch) {
    // 'Horace and Mildred Quenneville' are one landlord party: keep the names joined.
    const value =
      landlordMatch.names.length > 1 && !landlordMatch.names.some(isCompanyName)
        ? landlordMatch.names.join(' and ')
        : (landlordMatch.names[0] ?? null);
    const confidence =
      landlordMatch.mention.how === 'label' ? 0.85 : landlordMatch.mention.how === 'preamble' ? 0.8 : 0.6;
    landlord = field(
      value,
      confidence,
      snippet(
        ctx.how(landlordMatch.mention),
        landlordMatch.mention.index,
        landlordMatch.mention.index + landlordMatch.mention.name.length,
      ),
    );
  }
  let tenants: Field<string[]> = missing<string[]>([]);
  if (tenantMatch) {
    // Signature blocks repeat every tenant; gather them when the preamble named only a group.
    const names = tenantMatch.names.filter((name) => name !== landlord.value);
    const confidence = tenantMatch.mention.how === 'signature' ? 0.55 : 0.8;
    tenants = field(
      names,
      confidence,
      snippet(
        ctx.how(tenantMatch.mention),
        tenantMatch.mention.index,
        tenantMatch.mention.index + tenantMatch.mention.name.length,
      ),
    );
  }
  return { landlord, tenants };
}

// ---------------------------------------------------------------------------------------------------------
// Premises address

const PREMISES_CONTEXT =
  /\b(?:premises|property|located\s+at|known\s+as|address|dwelling|unit|apartment|house|home|rented|leases?|rent(?:s|ed)?\s+to|situated|space|suite|room|bedroom|what\s+is\s+being\s+rented)\b/i;
const NOT_PREMISES_CONTEXT =
  /\b(?:notices?\s+(?:to|shall|should)|mail(?:ed|ing)?\s+to|send|payable|pay(?:ment)?s?\s+(?:to|at|shall\s+be\s+made)|remit|c\/o|office|landlord'?s\s+address|owner'?s\s+address|who\s+live|residing\s+at|whose\s+address|forwarding|current\s+address|previous\s+address|by\s+check\s+mailed|(?:receive|accept|send|deliver)\w*\s+notices?|notices?\s+and\s+demands|on\s+behalf\s+of\s+(?:the\s+)?(?:landlord|owner|lessor))\b/i;

/** 'Premises Address:', 'Rental Unit Address', 'Property address': the label names the premises itself. */
const PREMISES_LABEL =
  /\b(?:premises|property|rental(?:\s+unit)?|leased\s+premises|unit|apartment|dwelling)\s+address\s*[:.-]?\s*$/i;

/**
 * The ZIP of the chosen address when that mention has none ('the building located at 1900 Elm Street,
 * Springfield, Illinois, known as ...'): another mention of the same street and city that prints one.
 */
function zipFromAnotherMention(chosen: Address, candidates: Address[]): Address | null {
  const street = chosen.street.toLowerCase().split(',')[0]?.trim() ?? '';
  const other = candidates.find(
    (address) =>
      address.zip &&
      address.street.toLowerCase().startsWith(street) &&
      (address.city ?? '').toLowerCase() === (chosen.city ?? '').toLowerCase() &&
      address.state === chosen.state,
  );
  return other ?? null;
}

function unitBeforeStreet(flat: string, address: Address): string | null {
  const before = flat.slice(Math.max(0, address.start - 40), address.start);
  const match = before.match(
    /\b((?:suite|ste|unit|apt|apartment|space|spc|bldg|building|#)\.?\s*#?\s*[A-Za-z0-9][A-Za-z0-9-]{0,6})\s*,?\s*(?:[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,4}\s*,\s*)?$/i,
  );
  const unit = match?.[1] ?? null;
  // The unit's number must look like one ('Suite 110', 'Unit B', '#4'), not a word ('apartment at').
  if (!unit || !/(?:\d|#|\b[A-Z](?:-?\d{1,4})?$)/.test(unit.replace(/^\S+\s*/, ''))) return null;
  return unit;
}

function extractAddress(ctx: Context): Pick<LeaseFields, 'address' | 'city' | 'state' | 'zip'> {
  const candidates = findAddresses(ctx.flat);
  let best: { address: Address; score: number } | null = null;
  candidates.forEach((address, rank) => {
    const before = ctx.flat.slice(Math.max(0, address.start - 140), address.start);
    const nearBefore = before.slice(-70);
    let score = address.confidence;
    if (PREMISES_CONTEXT.test(nearBefore)) score += 1;
    else if (PREMISES_CONTEXT.test(before)) score += 0.4;
    // A term sheet prints the community's or office's 'Address:' before the 'Premises Address:'.
    if (PREMISES_LABEL.test(before.slice(-30))) score += 0.6;
    if (NOT_PREMISES_CONTEXT.test(nearBefore)) score -= 1.2;
    // 'Owner/Landlord: Hollis Brandt, 4820 N Division St': the landlord's own address follows their name.
    const partyWord = [
      ...nearBefore.matchAll(/\b(?:owner|landlord|lessor|manager|agent|managed\s+by)\b/gi),
    ].pop();
    const premisesWord = [...nearBefore.matchAll(new RegExp(PREMISES_CONTEXT.source, 'gi'))].pop();
    if (partyWord && (!premisesWord || premisesWord.index < partyWord.index)) score -= 1;
    if (/^\s*P\.?\s?O\.?\s+Box/i.test(address.street)) score -= 1.5;
    score -= rank * 0.05;
    // Below zero the words around say whose address it is (the landlord's, for notices): not the premises.
    if (score >= 0 && (!best || score > best.score)) best = { address, score };
  });
  if (!best) {
    const state = findStateMention(ctx.flat);
    return {
      address: missing(),
      city: missing(),
      state: state ? field(state, 0.3, null) : missing(),
      zip: missing(),
    };
  }
  const { address, score } = best as { address: Address; score: number };
  let street = address.street;
  const unit = unitBeforeStreet(ctx.flat, address);
  if (unit && !new RegExp(unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').test(street))
    street = `${street}, ${unit}`;
  const source = snippet(ctx.flat, address.start, address.end);
  const confidence = Math.max(0.3, Math.min(0.95, 0.45 + score * 0.3));
  return {
    address: field(street, confidence, source),
    city: field(address.city, confidence, source),
    state: field(address.state, confidence, source),
    zip: address.zip
      ? field(address.zip, confidence, source)
      : zipOfAnotherMention(ctx.flat, zipFromAnotherMention(address, candidates), confidence),
  };
}

function zipOfAnotherMention(flat: string, other: Address | null, confidence: number): Field<string | null> {
  if (!other?.zip) return missing();
  return field<string | null>(other.zip, Math.min(confidence, 0.8), snippet(flat, other.start, other.end));
}

// ---------------------------------------------------------------------------------------------------------
// Type of lease

type LeaseKind = {
  lease_type: string;
  isCommercial: boolean;
  isMonthToMonth: boolean;
  monthToMonthInTitle: boolean;
  isRenewal: boolean;
  source: string;
  confidence: number;
};

function title(text: string): string {
  return text
    .split('\n')
    .filter((line) => /[A-Za-z]{3}/.test(line))
    .slice(0, 4)
    .join(' ');
}

/** `fixedEnd`: the lease prints its end date, so month-to-month wording outside the title is about holding over. */
function classifyLease(ctx: Context, fixedEnd = false): LeaseKind {
  const head = title(ctx.text);
  const flat = ctx.flat;
  const commercialSignals = [
    /\b(?:commercial|retail|office|industrial|warehouse|shopping\s+center|restaurant)\s+(?:lease|space|premises|building|unit|suite|center)\b/i,
    /\b(?:rentable|usable|leasable)\s+(?:square\s+feet|area|sq\.?\s*ft)\b/i,
    /\bpermitted\s+use\b/i,
    /\b(?:triple[\s-]?net|nnn|cam\s+charges?|common\s+area\s+maintenance|tenant'?s\s+(?:pro[\s-]?rata\s+)?share|base\s+rent|minimum\s+annual\s+rent|operating\s+(?:costs|expenses))\b/i,
    /\b(?:limited\s+liability\s+company|corporation)\s*,?\s*(?:as\s+)?["(]?tenant/i,
    /\b(?:signage|tenant\s+improvements?|estoppel|guarant(?:y|or))\b/i,
  ].filter((pattern) => pattern.test(flat)).length;
  const isCommercial =
    /\b(?:commercial|retail|office|industrial|shopping\s+center|net)\s+lease\b/i.test(head) ||
    commercialSignals >= 3;
  const renewalTitle = /\b(?:renewal|extension|extend|addendum|amendment|renew)\b/i.test(head);
  const renewalBody =
    /\b(?:is\s+(?:hereby\s+)?(?:renewed|extended)|renew(?:al)?\s+term|extended\s+(?:for|through|until)|extend\s+the\s+(?:term|lease))\b/i.test(
      flat.slice(0, 3000),
    );
  const isRenewal =
    (renewalTitle && (renewalBody || /\b(?:original|existing|prior)\s+lease\b/i.test(flat))) ||
    (renewalBody && /\b(?:original|existing)\s+lease\b/i.test(flat) && flat.length < 6000);
  const monthToMonthPhrase =
    /\bmonth[\s-]+to[\s-]+month\b|\bmonthly\s+(?:tenancy|rental\s+agreement|basis)\b|\bperiodic\s+tenancy\b|\bfrom\s+month\s+to\s+month\b/i;
  const monthToMonthInTitle = monthToMonthPhrase.test(head);
  let isMonthToMonth = monthToMonthInTitle;
  if (!isMonthToMonth && !fixedEnd) {
    // Outside the title the phrase must describe this tenancy, not what happens on holding over.
    for (const match of flat.matchAll(new RegExp(monthToMonthPhrase.source, 'gi'))) {
      const around = flat.slice(Math.max(0, match.index - 160), match.index + 80);
      if (
        /\bhold(?:s|ing)?[\s-]*over\b|\bafter\s+(?:the\s+)?(?:expiration|end)\b|\bremains?\s+in\s+possession\b|\bexpir\w+\b|\bthereafter\b|\bupon\s+(?:expiration|termination)\b|\bcontinu\w*|\bconvert\w*|\botherwise\b|\brenew\w*|\bend\s+of\s+the\s+(?:term|lease)\b/i.test(
          around,
        )
      )
        continue;
      if (
        /\b(?:tenancy|term|agreement|basis|rental|lease|begin|begins|commenc\w*|start\w*|runs)\b/i.test(
          around,
        )
      ) {
        isMonthToMonth = true;
        break;
      }
    }
  }
  const isRoom =
    /\b(?:room\s+(?:rental|agreement|lease)|individual\s+(?:bedroom\s+)?lease|rents?\s+to\s+\w+\s+(?:a\s+)?(?:private\s+)?(?:bed)?room\b|shared\s+(?:use\s+of\s+the\s+)?(?:kitchen|common)|housemates|roommates)\b/i.test(
      flat,
    ) ||
    /\b(?:[Bb]edroom|BEDROOM|[Rr]oom)\s*(?:#|[Nn]o\.)\s*[A-Za-z0-9]+\b|\b(?:Bedroom|BEDROOM)\s+[A-F1-9]\b/.test(
      flat,
    );
  const isStudent = /\b(?:student|university|college|academic\s+year|semester|school\s+year)\b/i.test(flat);
  let leaseType = 'residential';
  if (isRenewal) leaseType = 'renewal addendum';
  else if (isCommercial) leaseType = 'commercial';
  else if (isMonthToMonth) leaseType = 'month-to-month';
  else if (isRoom && isStudent) leaseType = 'residential (student room)';
  else if (isRoom) leaseType = 'residential (room)';
  return {
    lease_type: leaseType,
    isCommercial,
    isMonthToMonth: isMonthToMonth && !isRenewal,
    monthToMonthInTitle,
    isRenewal,
    source: head.slice(0, 160),
    confidence: leaseType === 'residential' ? 0.7 : 0.8,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Dates

const START_WORDS =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|from|move-?in|possession|beginning|first\s+day|renewal\s+term|term)\b[^.]{0,40}$|\b(?:commencement|start|beginning|move-?in|lease\s+start)\s+date\b[\s.:]*$/i;
/** 'Commencement Date: Subject to Section 2.1 of Schedule F, February 1, 2023': a label, a clause, the date. */
const START_LABEL =
  /\b(?:commencement|start|beginning|move-?in|lease\s+start)\s+date\s*:(?:[^:.]|\.(?=\d))*$/i;
const END_LABEL =
  /\b(?:expiry|expiration|termination|end(?:ing)?|lease\s+end)\s+date\s*:(?:[^:.]|\.(?=\d))*$/i;
const END_WORDS = /\b(?:end\w*|expir\w*|terminat\w*|through|thru|until|finish\w*)\b[^.]{0,30}$/i;
/** '<date> (the "Commencement Date")', '<date> ("Ending Date")': the lease names the date. */
const NAMED_START =
  /^\s*\(\s*(?:the\s+)?["']?(?:lease\s+)?(?:commencement|beginning|start(?:ing)?|effective)\s+date/i;
const NAMED_END =
  /^\s*\(\s*(?:the\s+)?["']?(?:lease\s+)?(?:expiration|expiry|ending|end|termination)\s+date/i;
const SIGNING_WORDS =
  /\b(?:dated|made|entered\s+into|executed|signed|as\s+of|date\s+of\s+(?:this\s+)?(?:agreement|lease)|agreement\s+date|date:|served|birth|notice|original\s+lease|lease\s+dated)\b[^.]{0,30}$/i;

function extractDates(
  ctx: Context,
  kind: LeaseKind,
  term: Term | null,
): { start: Field<string | null>; end: Field<string | null> } {
  const flat = ctx.flat;
  const dates = ctx.dates;
  // 1. A range: 'from March 1, 2024 to February 28, 2025', '03/01/2024 - 02/28/2025', 'through'.
  let start: { date: DateMatch; confidence: number } | null = null;
  let end: { date: DateMatch; confidence: number } | null = null;
  const scoreStart = (date: DateMatch): number => {
    const before = flat.slice(Math.max(0, date.start - 90), date.start);
    const after = flat.slice(date.end, date.end + 40);
    let score = 0;
    if (START_WORDS.test(before.slice(-70)) || START_LABEL.test(before)) score += 2;
    // '... ("Beginning Date") and end at noon on <date>': the nearer words say which date this is.
    if (END_WORDS.test(before.slice(-45)) && !START_WORDS.test(before.slice(-25))) score -= 2.5;
    if (NAMED_START.test(after)) score += 2;
    if (NAMED_END.test(after)) score -= 3;
    // '... to January 31, 2024 $37.00': the end of a rent table's period.
    if (/\b(?:to|through|thru|until)\s*$/i.test(before)) score -= 2;
    if (/^\s*(?:[$£€]|[A-Z]{1,3}\$)\s?\d/.test(after)) score -= 2;
    if (/\b(?:commencement|start|beginning|move-?in)\s+date\b/i.test(before.slice(-40))) score += 1;
    if (SIGNING_WORDS.test(before.slice(-45))) score -= 2.5;
    if (/\b(?:original|prior|previous|existing)\s+(?:lease|term)\b/i.test(before.slice(-80))) score -= 1.5;
    if (/\b(?:notice|vacate|move-?out|inspection|paid|received|late)\b[^.]{0,30}$/i.test(before.slice(-50)))
      score -= 1;
    return score;
  };
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i] as DateMatch;
    const b = dates[i + 1] as DateMatch;
    const gap = flat.slice(a.end, b.start);
    // 'Period ... 12/01/24 - 11/30/25 $25.20': a rent table's period, not the term.
    const rentRow = /^\s*(?:[$£€]|[A-Z]{1,3}\$)\s?\d/.test(flat.slice(b.end, b.end + 8));
    if (
      !rentRow &&
      gap.length <= 30 &&
      /^\s*(?:,?\s*(?:and\s+)?(?:to|through|thru|until|ending(?:\s+on)?|and\s+end(?:ing|s)?\s+(?:on)?|terminating(?:\s+on)?|-|–)\s*(?:on\s+)?)\s*$/i.test(
        gap,
      ) &&
      b.iso > a.iso
    ) {
      const score = scoreStart(a);
      if (score >= 0 && (!start || score > start.confidence - 0.5)) {
        start = { date: a, confidence: 0.9 };
        end = { date: b, confidence: 0.9 };
        if (score > 0) break;
      }
    }
  }
  // 2. Keywords: 'commencing on', 'Commencement Date', 'ending on', 'Expiration Date'.
  if (!start) {
    let bestScore = 0;
    for (const date of dates) {
      const score = scoreStart(date);
      if (score > bestScore) {
        bestScore = score;
        start = { date, confidence: 0.8 };
      }
    }
  }
  if (!end && start) {
    for (const date of dates) {
      if (date.iso <= (start as { date: DateMatch }).date.iso) continue;
      const before = flat
        .slice(Math.max(0, date.start - 90), date.start)
        .replace(/\b([ap])\.\s?m\./gi, '$1m');
      const after = flat.slice(date.end, date.end + 40);
      if (NAMED_START.test(after)) continue;
      if (
        (END_WORDS.test(before.slice(-60)) ||
          /\b(?:expiration|end|termination)\s+date\b/i.test(before.slice(-60)) ||
          END_LABEL.test(before) ||
          NAMED_END.test(after)) &&
        !SIGNING_WORDS.test(before.slice(-30))
      ) {
        end = { date, confidence: 0.8 };
        break;
      }
    }
  }
  const startIso = (start as { date: DateMatch } | null)?.date.iso ?? null;
  const startField = start
    ? field<string | null>(
        start.date.iso,
        start.confidence,
        snippet(flat, start.date.start - 40, start.date.end),
      )
    : missing();
  if (kind.isMonthToMonth && (!end || kind.monthToMonthInTitle))
    return { start: startField, end: field<string | null>(null, 0.8, 'month-to-month') };
  if (end)
    return {
      start: startField,
      end: field<string | null>(
        end.date.iso,
        end.confidence,
        snippet(flat, end.date.start - 40, end.date.end),
      ),
    };
  // 3. 'for a term of 12 months beginning ...': the end follows from the length the text states, and its
  // source says it was computed, quoting the term (never a length assumed when none is stated).
  if (startIso && term)
    return {
      start: startField,
      end: field<string | null>(
        termEnd(startIso, term.months),
        0.6,
        `Computed: ${term.months} months from ${startIso} ("${term.text}")`,
      ),
    };
  return { start: startField, end: missing() };
}

/** Counts and rates written as words, as the term, late-fee and room patterns below read them. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS_TO_TWELVE,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  sixty: 60,
};

/** The stated term in months, with the words that state it ('for a term of twelve (12) months'). */
type Term = { months: number; text: string };

function termLength(flat: string): Term | null {
  const match =
    flat.match(
      /\b(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?|(?:period|term)\s+of\s+|:\s*)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)\s*(?:\(\d+\)\s*)?[-\s]?(months?|years?)\b/i,
    ) ??
    flat.match(
      /\b(?:term|period|lease|tenancy)\b[^.]{0,60}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)\s*(?:\(\d+\)\s*)?[-\s]?(months?|years?)\b/i,
    );
  if (!match) return null;
  const count = Number(match[1]) || NUMBER_WORDS[(match[1] ?? '').toLowerCase()] || 0;
  if (!count) return null;
  return { months: /year/i.test(match[2] ?? '') ? count * 12 : count, text: match[0].trim() };
}

// ---------------------------------------------------------------------------------------------------------
// Money: rent, deposit, late fee, additional fees, animal violation

function inAnimalClause(amount: LabelledAmount): boolean {
  return /\b(?:unauthori[sz]ed|unapproved)\s+(?:animal|pet)|\b(?:animal|pet)\s+violation|violation[^.]{0,80}\b(?:animal|pet)|\b(?:animal|pet)s?\b[^.]{0,120}\bviolation/i.test(
    amount.before + ' ' + amount.after.slice(0, 30),
  );
}

function rentScore(amount: LabelledAmount, kind: LeaseKind, flat: string): number {
  if (amount.value <= 0) return -Infinity;
  let score = 0;
  const near = amount.before.slice(-45);
  if (amount.label === 'rent' && amount.distance < 80) score += 3;
  if (MONTHLY_AFTER.test(amount.after)) score += 2;
  if (
    /^\W{0,3}(?:\(|,)?\s*(?:[\w\s-]+\s+dollars\s*\)?\s*)?(?:per\s+month|as\s+(?:monthly\s+)?rent|monthly\s+rent|rent\b)/i.test(
      amount.after,
    )
  )
    score += 1;
  const saysMonthly = MONTHLY_AFTER.test(amount.after);
  if (/\b(?:pay|pays|paying|payable|rent)\b[^.$]{0,40}$/i.test(amount.before) && saysMonthly) score += 2;
  else if (/\brent\b/i.test(amount.before.slice(-60))) score += 1;
  if (amount.label && ['deposit', 'late', 'fee', 'other', 'animal'].includes(amount.label)) {
    // 'Rent and deposit: you will pay $X monthly' names both: the monthly wording settles it.
    const namesRentToo = saysMonthly && /\brent\b/i.test(amount.before.slice(-50));
    if (namesRentToo) score -= 1;
    else if (amount.distance < 25) score -= 5;
    else score -= amount.distance < 60 ? 2.5 : 0;
  }
  if (amount.label === 'previous' && amount.distance < 25) score -= 4;
  if (
    /\b(?:previous(?:ly)?|prior|formerly|old|current(?:ly)?|was|from)\s*(?:rent\s*(?:of|is|was)?\s*)?$/i.test(
      near,
    )
  )
    score -= 4;
  if (/\(\s*$/.test(near) && /\bpreviously\b/i.test(amount.before.slice(-15))) score -= 4;
  // '$30.00 per square foot per year, payable monthly at $4,680.00': the monthly wording is closest.
  const monthlyBefore =
    /\b(?:monthly|per\s+month|each\s+month|a\s+month)\s+(?:at|of|installments?\s+of|payments?\s+of|rent\s+of|amount\s+of|sum\s+of|in\s+the\s+amount\s+of)?\s*:?\s*$/i.test(
      amount.before,
    );
  if (monthlyBefore) score += 2;
  if (
    ((amount.label === 'annual' && amount.distance < 40) || YEARLY_AFTER.test(amount.after)) &&
    !monthlyBefore
  )
    score -= 4;
  // 'Total Monthly Rent: $1,875.00': a month's rent with its charges, not a term's (extractRent prefers
  // a plain rent row when the table has one).
  const totalMonthly = isTotalMonthly(amount);
  if (totalMonthly) score += 1;
  else if ((amount.label === 'total' && amount.distance < 40) || /\btotal\b[^.$]{0,25}$/i.test(near))
    score -= 4;
  if (/\bprorat\w*/i.test(near)) score -= 2;
  // 'Months 1-12: $51,360.00 ($4,280.00 monthly)': the first figure is the year's.
  if (
    /^\s*[(/]\s*\$[\d,]+(?:\.\d\d)?\s*(?:per\s+month|monthly|\/\s*mo(?:nth)?|a\s+month)/i.test(amount.after)
  )
    score -= 4;
  if (/\b(?:per|each)\s+(?:square\s+foot|sq\.?\s*ft|sf)\b/i.test(amount.after.slice(0, 25))) score -= 5;
  if (inAnimalClause(amount)) score -= 5;
  if (DAILY_AFTER.test(amount.after)) score -= 4;
  // A rent is printed with its currency; a bare '23.11' before 'The Lessor may' is a clause number.
  if (!amount.hasCurrency) {
    score -= 2;
    if (/^\s+[A-Z][a-z]/.test(amount.after) && /(?:^|[.;:)]\s*|\s{2,})$/.test(amount.before)) score -= 5;
  }
  // 'total rent for the Premises during the Term, the sum of $9,600.00': the whole term's rent.
  if (
    !totalMonthly &&
    /\b(?:total(?!\s+monthly)|during\s+the\s+(?:entire\s+|full\s+)?term)\b[^.$]{0,80}$/i.test(amount.before)
  )
    score -= 4;
  // 'installments of $800.00 due on the 1st day of each month'.
  const monthLater = /^[^.$]{0,60}\b(?:(?:each|every|per|a)\s+(?:calendar\s+)?month\b|monthly\b)/i.test(
    amount.after,
  );
  if (/\b(?:installments?|payments?)\s+of\s*$/i.test(amount.before) && monthLater) score += 3;
  // 'Cheque for $3,250.00 for one month's rent in advance'.
  if (
    /^(?:(?!\bdeposit\b)[^$]){0,100}?\b(?:one|1|first|last)\s+(?:\(1\)\s+)?month'?s'?\s+rent\b/i.test(
      flat.slice(amount.end, amount.end + 160),
    )
  )
    score += 4;
  if (kind.isRenewal && /\b(?:new|increased|adjusted|renewal)\b[^.$]{0,40}$/i.test(near)) score += 1.5;
  // 'increase from $1,300.00 to $1,365.00': the second figure is the rent from now on.
  if (/\bfrom\s+\$[\d,]+(?:\.\d\d)?\s+to\s*$/i.test(amount.before)) score += 3;
  if (/^\s*to\s+\$[\d,]/i.test(amount.after) && /\bfrom\s*$/i.test(amount.before)) score -= 4;
  // Another charge named earlier in the same sentence ('CAM ... payable monthly at $1,200'), and no rent.
  const sentence = amount.before.split(/[.;!?]\s/).pop() ?? '';
  if (FEE_TYPES.some(([pattern]) => pattern.test(sentence)) && !/\brent\b/i.test(sentence)) score -= 3;
  // A charges table's rent row ('Rent Income  $950.00', 'Lot Rent  $465.00'): the fee named by the next
  // row ('Water/Sewer  $45.00') is not this amount's.
  const rentRow =
    /\brent(?:\s+income|\s+charge|\s+amount)?\s*[:=-]?\s*$/i.test(amount.before) &&
    !FEE_TYPES.some(([pattern]) => pattern.test(amount.before.slice(-25)));
  if (rentRow) score += 1;
  else if (amount.feeType && amount.distance < 30) score -= 3;
  return score;
}

/** 'Total Monthly Rent', 'Total Rent Due Monthly': the month's rent and recurring charges together. */
function isTotalMonthly(amount: LabelledAmount): boolean {
  return /\btotal\s+(?:monthly\s+rent|rent\s+(?:due\s+)?(?:monthly|per\s+month))\b[^.$]{0,12}$/i.test(
    amount.before.slice(-45),
  );
}

/**
 * A rent table ('Period | Annual Rate Per Square Foot | Monthly Base Rent', then a row per period): the
 * first row's monthly figure. It is the amount a twelfth of another in the row, else the last column when
 * the header names the monthly one last.
 */
function rentTable(ctx: Context): Field<number | null> | null {
  const head =
    /\b(?:base|basic|minimum|annual|fixed)?\s*rent\b[^$]{0,140}?\bmonthly\s+(?:base\s+|basic\s+|minimum\s+)?(?:rent|amount|installments?|payments?)\b/gi;
  for (const match of ctx.flat.matchAll(head)) {
    const end = match.index + match[0].length;
    const first = ctx.amounts.find((amount) => amount.start >= end);
    if (!first || first.start - end > 90 || !first.hasCurrency) continue;
    const row = [first];
    for (const amount of ctx.amounts) {
      const last = row[row.length - 1] as LabelledAmount;
      if (amount.start <= last.start) continue;
      if (!amount.hasCurrency || !/^\s*$/.test(ctx.flat.slice(last.end, amount.start))) break;
      row.push(amount);
    }
    const twelfth = row.find((monthly) =>
      row.some(
        (annual) => annual !== monthly && Math.abs(annual.value / 12 - monthly.value) < 0.01 * monthly.value,
      ),
    );
    const monthlyLast = !/\b(?:annual|per\s+annum|yearly|square|psf)\b/i.test(
      match[0].slice(match[0].search(/\bmonthly\b/i)),
    );
    const pick = twelfth ?? (row.length > 1 && monthlyLast ? row[row.length - 1] : null);
    if (pick)
      return field<number | null>(pick.value, twelfth ? 0.8 : 0.7, snippet(ctx.flat, match.index, pick.end));
  }
  return null;
}

function extractRent(ctx: Context, kind: LeaseKind): Field<number | null> {
  const table = rentTable(ctx);
  if (table) return table;
  let best: { amount: LabelledAmount; score: number } | null = null;
  // A total of the month's charges only when no rent of its own is printed.
  for (const totals of [false, true]) {
    for (const amount of ctx.amounts) {
      if (isTotalMonthly(amount) !== totals) continue;
      const score = rentScore(amount, kind, ctx.flat);
      if (score >= 2 && (!best || score > best.score)) best = { amount, score };
    }
    if (best) break;
  }
  if (best) {
    const { amount, score } = best;
    return field<number | null>(
      amount.value,
      Math.min(0.95, 0.55 + score * 0.08),
      snippet(ctx.flat, amount.start - 60, amount.end + 20),
    );
  }
  // Only an annual figure: the monthly rent is a twelfth of it.
  const annual = ctx.amounts.find(
    (amount) =>
      amount.label === 'rent' || (amount.label === 'annual' && /\brent\b/i.test(amount.before.slice(-60))),
  );
  if (annual && (YEARLY_AFTER.test(annual.after) || /\bannual\b/i.test(annual.before.slice(-50)))) {
    return field<number | null>(
      Math.round((annual.value / 12) * 100) / 100,
      0.5,
      snippet(ctx.flat, annual.start - 60, annual.end + 20),
    );
  }
  return missing();
}

function extractDeposit(ctx: Context, rent: number | null): Field<number | null> {
  let best: { amount: LabelledAmount; score: number } | null = null;
  for (const amount of ctx.amounts) {
    // 'Security Deposit $0.00' says there is none: a printed zero is read, other zeros are blanks.
    const printedZero =
      amount.value === 0 && amount.hasCurrency && amount.label === 'deposit' && amount.distance < 20;
    if (amount.value < 0 || (amount.value === 0 && !printedZero)) continue;
    const before = amount.before.slice(-70);
    const after = amount.after.slice(0, 40);
    let score = 0;
    // A deposit is printed with its currency; a bare '11.14' is a clause number.
    if (!amount.hasCurrency) score -= 3;
    if (amount.label === 'deposit' && amount.distance < 70) score += 3;
    if (/\b(?:security|damage)\s+deposit\b/i.test(before)) score += 1;
    if (/\b(?:deposits|pays?\s+(?:a\s+)?deposit\s+of)\s*$/i.test(before)) score += 1;
    // A charges summary's 'Security  $1,400.00': the deposit, labelled by its first word only.
    if (/(?:^|[\s(])security\s*[:=-]?\s*$/i.test(before)) score += 3;
    // A charges grid's 'Rent  $1,039.00  Security Deposit  $0.00': the label after is the next cell's.
    const nextCellLabel =
      /^\s*[A-Za-z ]{0,30}?\bdeposit\b(?:\s*\([A-Za-z -]{0,12})?\s*[:=-]?\s*[$£€]?\s?\d/i.test(after);
    if (nextCellLabel) score -= 3;
    else if (/^\W{0,3}(?:\(|,)?[^.]{0,40}?\b(?:as\s+(?:a\s+)?)?(?:security|damage)\s+deposit\b/i.test(after))
      score += 3;
    else if (/^\s*(?:refundable\s+|security\s+|damage\s+)?deposit\b/i.test(after)) score += 3;
    if (/\bpet\s+deposit\b|\bholding\s+deposit\b/i.test(before.slice(-30))) score -= 4;
    if (/\b(?:additional|increase|top-?up)\b[^.$]{0,30}$/i.test(before)) score -= 2;
    if (score >= 3 && (!best || score > best.score)) best = { amount, score };
  }
  if (best)
    return field<number | null>(
      best.amount.value,
      Math.min(0.95, 0.6 + best.score * 0.07),
      snippet(ctx.flat, best.amount.start - 60, best.amount.end + 20),
    );
  // 'a security deposit equal to one month's rent'.
  const equal = ctx.flat.match(
    /\b(?:security\s+)?deposit\b[^.$]{0,60}\b(?:equal\s+to|in\s+the\s+amount\s+of|of)\s+(?:one|1)\s+(?:\(1\)\s+)?month'?s'?\s+rent\b/i,
  );
  if (equal && rent !== null) return field<number | null>(rent, 0.6, equal[0]);
  return missing();
}

/** 'Initial Late Payment Fee: $50.00', a charges grid's 'Late Payment | $50.00': the label just before. */
const LATE_LABEL =
  /\b(?:initial\s+|first\s+)?late\s+(?:payment\s+|rent\s+)?(?:fee|charge|payment)s?(?:\s+amount)?\s*[:=-]?\s*$/i;
const DAILY_LATE_LABEL =
  /\b(?:daily|per[\s-]+day)\s+(?:late\s+)?(?:payment\s+)?(?:fee|charge)s?(?:\s+amount)?\s*[:=-]?\s*$|\bdaily\s+late\s+(?:payment\s+)?(?:fee|charge|payment)s?\s*[:=-]?\s*$/i;

function labelledLateFee(ctx: Context): Field<LateFee | null> | null {
  const labelled = (pattern: RegExp) =>
    ctx.amounts.find(
      (amount) => amount.value > 0 && amount.hasCurrency && pattern.test(amount.before.slice(-45)),
    );
  const daily = labelled(DAILY_LATE_LABEL);
  const initial = ctx.amounts.find(
    (amount) =>
      amount.value > 0 &&
      amount.hasCurrency &&
      amount !== daily &&
      LATE_LABEL.test(amount.before.slice(-45)) &&
      !DAILY_LATE_LABEL.test(amount.before.slice(-45)) &&
      !DAILY_AFTER.test(amount.after),
  );
  if (!initial) return null;
  return field<LateFee | null>(
    { initial_fee: initial.value, daily_late_charge: daily?.value ?? null },
    0.85,
    snippet(ctx.flat, initial.start - 40, Math.max(initial.end, daily?.end ?? 0) + 10),
  );
}

function extractLateFee(ctx: Context, rent: number | null): Field<LateFee | null> {
  const labelled = labelledLateFee(ctx);
  if (labelled) return labelled;
  const flat = ctx.flat;
  const triggers =
    /\blate\s+(?:fee|charge|payment|rent)s?\b|\b(?:is|are|paid|received|considered)\s+late\b|\bnot\s+(?:paid|received)\s+(?:by|within|on\s+or\s+before|when\s+due)\b|\bafter\s+the\s+\w+\s+day\b|\blate\b/gi;
  for (const trigger of flat.matchAll(triggers)) {
    // The clause: to the end of the next sentence (amounts often follow the trigger).
    // The clause: from the start of the trigger's sentence to the end of the next sentence ('Rent not received
    // by the 4th is late. Resident will owe $60.00 on the 5th and $8.00 for each later day.').
    const sentenceBreaks = [
      ...flat.slice(Math.max(0, trigger.index - 200), trigger.index).matchAll(/[.;!?]\s+(?=[A-Z0-9"(])/g),
    ];
    const lastBreak = sentenceBreaks[sentenceBreaks.length - 1];
    const from = lastBreak
      ? Math.max(0, trigger.index - 200) + lastBreak.index + lastBreak[0].length
      : Math.max(0, trigger.index - 200);
    const afterTrigger = [
      ...flat
        .slice(trigger.index, trigger.index + 420)
        .matchAll(/(?<!\b(?:[A-Z]|No|no|approx|Stat|Sec|St))[.!?]\s+(?=[A-Z0-9"(])/g),
    ];
    const windowEnd = Math.min(
      flat.length,
      trigger.index +
        (afterTrigger[1]
          ? afterTrigger[1].index + 1
          : afterTrigger[0]
            ? Math.max(afterTrigger[0].index + 1, 320)
            : 320),
    );
    const inWindow = ctx.amounts.filter(
      (amount) => amount.start >= from && amount.end <= windowEnd && amount.value > 0,
    );
    let initial: LabelledAmount | null = null;
    let daily: LabelledAmount | null = null;
    for (const amount of inWindow) {
      const before = flat.slice(Math.max(from, amount.start - 40), amount.start);
      if (
        /\b(?:returned|bounced|dishonou?red|nsf|insufficient)\b[^.$]{0,30}$|\b(?:not\s+to\s+exceed|maximum(?:\s+of)?|up\s+to|cap(?:ped)?\s+at|capped|no\s+more\s+than|limit(?:ed)?\s+(?:of|to))\s*$/i.test(
          before,
        )
      )
        continue;
      if (
        /^\W{0,3}(?:per\s+(?:square\s+foot|sq\.?\s*ft)|charge\b[^.]{0,10}\breturned)/i.test(amount.after) ||
        (/^\s*(?:charge|fee)\s*\.?\s*$/i.test(amount.after.slice(0, 8)) && /\breturned|nsf/i.test(before))
      )
        continue;
      if (rent !== null && amount.value === rent && /\brent\b/i.test(before)) continue;
      if (
        inAnimalClause(amount) ||
        /\bdeposit\b[^.$]{0,20}$/i.test(before) ||
        /\b(?:pet\s+rent|parking|storage)\b[^.$]{0,25}$/i.test(before)
      )
        continue;
      if (
        DAILY_AFTER.test(amount.after) ||
        /\b(?:daily|per\s+day|each\s+day)\b[^.$]{0,30}$/i.test(before.slice(-35))
      ) {
        daily ??= amount;
      } else {
        initial ??= amount;
      }
    }
    const percent = flat
      .slice(from, windowEnd)
      .match(
        /\b(?:(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+percent\s*(?:\(\s*\d{1,2}(?:\.\d+)?\s*%\s*\))?|(\d{1,2}(?:\.\d+)?)\s*(?:%|percent))\s*of\s+(?:the\s+|such\s+|any\s+)?(?:monthly\s+|unpaid\s+|overdue\s+|past\s+due\s+|delinquent\s+|late\s+)*(?:rent|amount|installment|payment|balance|sum)/i,
      );
    if (!initial && percent && rent !== null && /late/i.test(flat.slice(from, windowEnd))) {
      const rate = Number(percent[2]) || NUMBER_WORDS[(percent[1] ?? '').toLowerCase()] || 0;
      const value = Math.round(rent * rate) / 100;
      return field<LateFee | null>(
        { initial_fee: value, daily_late_charge: daily?.value ?? null },
        0.5,
        snippet(flat, from, windowEnd),
      );
    }
    if (initial || daily) {
      return field<LateFee | null>(
        { initial_fee: initial?.value ?? null, daily_late_charge: daily?.value ?? null },
        initial ? 0.8 : 0.6,
        snippet(
          flat,
          Math.min(initial?.start ?? Infinity, daily?.start ?? Infinity) - 80,
          Math.max(initial?.end ?? 0, daily?.end ?? 0) + 30,
        ),
      );
    }
  }
  return field<LateFee | null>(null, 0.5, null);
}

function extractAnimalViolation(ctx: Context): {
  fee: AdditionalFee | null;
  used: Set<number>;
  source: string | null;
} {
  const flat = ctx.flat;
  const used = new Set<number>();
  const clause =
    /\b(?:unauthori[sz]ed|unapproved|undisclosed|unregistered)\s+(?:animal|pet|dog|cat)s?\b|\b(?:animal|pet)\s+violation|\bviolat\w+\b[^.]{0,80}\b(?:animal|pet)s?\b|\b(?:animal|pet)s?\b[^.]{0,160}\bviolat\w+/gi;
  for (const match of flat.matchAll(clause)) {
    const from = match.index;
    const to = Math.min(flat.length, match.index + match[0].length + 260);
    const amounts = ctx.amounts.filter(
      (amount) => amount.start >= from && amount.end <= to && amount.value > 0,
    );
    if (!amounts.length) continue;
    let first: LabelledAmount | null = null;
    let additional: LabelledAmount | null = null;
    for (const amount of amounts) {
      const around = flat.slice(Math.max(from, amount.start - 40), Math.min(to, amount.end + 45));
      const after = flat.slice(amount.end, amount.end + 45);
      const before = flat.slice(Math.max(from, amount.start - 40), amount.start);
      if (/\b(?:pet\s+rent|pet\s+deposit|pet\s+fee|deposit)\b[^.$]{0,15}$/i.test(before)) continue;
      const isAdditional =
        /^\W{0,3}(?:for\s+)?(?:each|every|any|per)\s+(?:additional|subsequent|further|second|later|following)|^\W{0,3}(?:thereafter|for\s+(?:the\s+)?(?:second|subsequent|additional))/i.test(
          after,
        ) ||
        /\b(?:each|every|any)\s+(?:additional|subsequent|further)\b[^$]{0,20}$|\b(?:second|subsequent|additional|thereafter)\b[^$]{0,15}$/i.test(
          before,
        );
      const isFirst =
        /^\W{0,3}(?:for\s+)?(?:the\s+)?(?:first|initial|1st)\b/i.test(after) ||
        /\b(?:first|initial|1st)\b[^$]{0,25}$/i.test(before);
      if (isAdditional && !additional) additional = amount;
      else if ((isFirst || !first) && !first) first = amount;
      else if (!additional && /\badditional|subsequent|each\b/i.test(around)) additional = amount;
    }
    if (!first && !additional) continue;
    for (const amount of [first, additional]) if (amount) used.add(amount.start);
    return {
      fee: {
        fee_type: 'Animal Violation Fee',
        first_violation: first?.value ?? null,
        additional_violation: additional?.value ?? null,
      },
      used,
      source: snippet(flat, from, to),
    };
  }
  return { fee: null, used, source: null };
}

/** The lease's own name for a fee ('Garage stall: $90.00' → 'Garage Stall'), else the canonical type. */
function feeName(amount: LabelledAmount, canonical: string): string {
  const phrase = (
    amount.before
      .replace(/[\s:=\-–—.]+$/, '')
      .split(/[.;:!?()]\s+|\s[-–—]\s|\b\d+[.)]\s+/)
      .pop() ?? ''
  )
    // 'NNN Charges are estimated at': the name ends where the sentence's verb starts.
    .replace(
      /\s+(?:are|is|was|were|will|shall|may|must|costs?|estimated|payable|due|equals?|totals?)\b.*$/i,
      '',
    )
    // 'Pet rent for one dog': the qualifier is not part of the name.
    .replace(/\s+(?:for|of|per|on|in|with|at)\s+.*$/i, '')
    .replace(
      /\s+(?:fee|charge|rent|cost)?\s*(?:is|of|at|for|will\s+be|shall\s+be|costs?|equals?|amount)\s*$/i,
      (match) =>
        /\b(?:fee|charge|rent)\b/i.test(match)
          ? match.replace(/\s+(?:is|of|at|for|will\s+be|shall\s+be|costs?|equals?|amount)\s*$/i, '')
          : '',
    )
    .trim();
  const words = phrase.split(/\s+/).filter(Boolean);
  const keyword = FEE_TYPES.find(([, type]) => type === canonical)?.[0];
  if (
    words.length >= 1 &&
    words.length <= 5 &&
    /^[A-Z]/.test(phrase) &&
    keyword?.test(phrase) &&
    !/\b(?:tenant|landlord|resident|shall|will|may|must|pays?|the)\b/i.test(phrase)
  ) {
    return titleCaseIfShouting(
      phrase.replace(
        /(^|\s)([a-z])/g,
        (_match, space: string, letter: string) => space + letter.toUpperCase(),
      ),
    );
  }
  return canonical;
}

const PER_AREA_OR_YEAR =
  /^\W{0,3}(?:per\s+(?:rentable\s+)?(?:square\s+foot|sq\.?\s*ft|sf|rsf)|\/\s*(?:sf|sq\.?\s*ft))/i;

function extractAdditionalFees(
  ctx: Context,
  exclude: Set<number>,
  rent: number | null,
): { fees: AdditionalFee[]; sources: string[] } {
  const fees: AdditionalFee[] = [];
  const sources: string[] = [];
  const seen = new Set<string>();
  // '$10.00 per square foot per year, payable monthly at $1,560.00': the monthly figure carries the type.
  let carried: { feeType: string; name: string; end: number } | null = null;
  for (const amount of ctx.amounts) {
    if (exclude.has(amount.start) || amount.value <= 0) continue;
    let feeType = amount.feeType;
    let name: string | null = null;
    if (
      !feeType &&
      carried &&
      !/[.;!?]\s/.test(ctx.flat.slice(carried.end, amount.start)) &&
      amount.start - carried.end < 120
    ) {
      feeType = carried.feeType;
      name = carried.name;
    }
    if (!feeType) {
      // 'Bike locker: $10.00 per month': any short label with a monthly charge that is not the rent.
      const label = amount.before.match(/(?:^|[.;!?]\s+|\s{2,})([A-Z][A-Za-z/& -]{2,30}?)\s*[:=]\s*$/)?.[1];
      if (
        label &&
        MONTHLY_AFTER.test(amount.after) &&
        !/\b(?:rent|deposit|late|total|balance|due|payment|base|minimum|year|term)\b/i.test(label)
      ) {
        feeType = label.trim();
        name = titleCaseIfShouting(
          label
            .trim()
            .replace(
              /(^|\s)([a-z])/g,
              (_match, space: string, letter: string) => space + letter.toUpperCase(),
            ),
        );
      }
    }
    if (!feeType) continue;
    if (PER_AREA_OR_YEAR.test(amount.after) || YEARLY_AFTER.test(amount.after)) {
      carried = { feeType, name: name ?? feeName(amount, feeType), end: amount.end };
      continue;
    }
    carried = null;
    if (amount.distance > 60 && !/^\W{0,3}\S/.test(amount.after) && !name) continue;
    if (rent !== null && amount.value === rent && feeType !== 'Pet Rent') continue;
    const before = amount.before.slice(-40);
    // 'no charge', 'included in the rent', 'up to $X' are not fees; deposits and late charges are separate fields.
    if (/\b(?:security\s+deposit|late\s+(?:fee|charge))\b[^.$]{0,15}$/i.test(before)) continue;
    if (
      /\b(?:coverage|liability|insurance|not\s+to\s+exceed|up\s+to|returned|nsf)\b[^.$]{0,25}$/i.test(before)
    )
      continue;
    if (seen.has(feeType)) continue;
    seen.add(feeType);
    fees.push({ fee_type: name ?? feeName(amount, feeType), amount: amount.value });
    sources.push(snippet(ctx.flat, amount.start - 50, amount.end + 20));
  }
  return { fees, sources };
}

// ---------------------------------------------------------------------------------------------------------
// Rooms

function parseCount(raw: string, half?: string): number | null {
  const base = Number(raw) || NUMBER_WORDS[raw.toLowerCase()];
  if (base === undefined || Number.isNaN(base)) return null;
  return half ? base + 0.5 : base;
}

function extractRooms(ctx: Context, kind: LeaseKind): Pick<LeaseFields, 'num_bedrooms' | 'num_bathrooms'> {
  const flat = ctx.flat;
  let bedrooms: Field<number | null> = missing();
  let bathrooms: Field<number | null> = missing();
  const bed =
    flat.match(/\bbedrooms?\s*[:#]?\s*(\d{1,2})\b(?!\s*(?:of|in))/i) ??
    flat.match(
      /\b(\d{1,2}|one|two|three|four|five|six)(?:\s*\(\d\))?[\s-]*(?:bedrooms?|bdrms?|br|bed|bd)\b/i,
    );
  if (bed?.[1] && !(kind.lease_type.includes('room') && /\bbedroom\s*#/i.test(bed[0]))) {
    const value = parseCount(bed[1]);
    if (value !== null && value <= 12) bedrooms = field<number | null>(value, 0.8, bed[0]);
  }
  const bath =
    flat.match(/\b(?:bathrooms?|baths?)\s*[:#]?\s*(\d(?:\.5)?)\b/i) ??
    flat.match(
      /\b(\d(?:\.5)?|one|two|three|four)(\s+and\s+(?:a\s+)?(?:one-)?half)?(?:\s*\(\d\))?[\s-]*(?:full\s+)?(?:bathrooms?|baths?|ba)\b/i,
    );
  if (bath?.[1]) {
    const value = /\./.test(bath[1]) ? Number(bath[1]) : parseCount(bath[1], bath[2]);
    if (value !== null && value <= 10) bathrooms = field<number | null>(value, 0.8, bath[0]);
  }
  return { num_bedrooms: bedrooms, num_bathrooms: bathrooms };
}

// ---------------------------------------------------------------------------------------------------------

/** '[[residentName]]', '{{rent}}', '<<start_date>>': a mail-merge template's blanks. */
const PLACEHOLDER = /\[\[[^\]\n]{1,40}\]\]|\{\{[^}\n]{1,40}\}\}|<<[^>\n]{1,40}>>|«[^»\n]{1,40}»/g;

/**
 * A template not filled in (several different blanks left): its printed addresses, dates and amounts are
 * the form's, not a tenancy's, so none is proposed (docs/product.md#reading-a-document). An e-signature
 * service's tags ('{{_es_signer_initials}}') mark where to sign on a filled lease: they do not count.
 */
function isUnfilledTemplate(text: string): boolean {
  const blanks = new Set(
    (text.match(PLACEHOLDER) ?? []).filter((blank) => !/sign|initial|^\W*_?es_/i.test(blank)),
  );
  return blanks.size >= 3;
}

export function extractLeaseFields(rawText: string): LeaseFields {
  const fields = readLeaseFields(rawText);
  if (!isUnfilledTemplate(typeof rawText === 'string' ? rawText : '')) return fields;
  return {
    ...fields,
    address: missing(),
    city: missing(),
    state: missing(),
    zip: missing(),
    landlord: missing(),
    tenants: missing<string[]>([]),
    start_date: missing(),
    end_date: missing(),
    rent_amount_monthly: missing(),
    security_deposit: missing(),
    late_payment: missing<LateFee | null>(null),
    additional_fees: missing<AdditionalFee[]>([]),
  };
}

function readLeaseFields(rawText: string): LeaseFields {
  // A filled form's underscores ('from ___03/01/2025___ to ___02/28/2026___') are blanks, not text.
  const text = normalizeText((typeof rawText === 'string' ? rawText : '').replace(/_{2,}/g, ' '));
  const flat = flatten(text);
  const ctx: Context = {
    text,
    flat,
    amounts: labelAmounts(flat),
    // A century inferred from a garbled year is a receipt's guess, not a lease term.
    dates: findDates(flat).filter((date) => !date.uncertainYear),
    how: (mention) => (mention.how === 'preamble' ? flat : text),
  };
  let kind = classifyLease(ctx);
  const parties = extractParties(ctx);
  const address = extractAddress(ctx);
  const dates = extractDates(ctx, kind, termLength(flat));
  // A printed end date: the month-to-month wording in the body was about holding over.
  if (kind.isMonthToMonth && !kind.monthToMonthInTitle && dates.end.value) kind = classifyLease(ctx, true);
  const rent = extractRent(ctx, kind);
  const deposit = extractDeposit(ctx, rent.value);
  const late = extractLateFee(ctx, rent.value);
  const animal = extractAnimalViolation(ctx);
  const fees = extractAdditionalFees(ctx, animal.used, rent.value);
  const allFees = animal.fee ? [...fees.fees, animal.fee] : fees.fees;
  const isNnn =
    /\b(?:triple[\s-]?net|nnn|net[\s-]net[\s-]net|absolute(?:ly)?\s+net)\b/i.test(flat) ||
    (/\bnet\s+lease\b/i.test(flat) &&
      /\btaxes\b/i.test(flat) &&
      /\binsurance\b/i.test(flat) &&
      /\b(?:cam|common\s+area|operating\s+(?:costs|expenses))\b/i.test(flat));
  const nnnSource =
    flat.match(
      /[^.]{0,80}\b(?:triple[\s-]?net|nnn|net[\s-]net[\s-]net|absolute(?:ly)?\s+net|net\s+lease)\b[^.]{0,80}/i,
    )?.[0] ?? null;
  return {
    ...address,
    landlord: parties.landlord,
    tenants: parties.tenants,
    lease_type: field<string | null>(kind.lease_type, kind.confidence, kind.source),
    start_date: dates.start,
    end_date: dates.end,
    rent_amount_monthly: rent,
    security_deposit: deposit,
    late_payment: late,
    additional_fees: field<AdditionalFee[]>(
      allFees,
      allFees.length ? 0.7 : 0.5,
      [...fees.sources, animal.source ?? ''].filter(Boolean).join(' … ') || null,
    ),
    is_commercial: field(
      kind.isCommercial,
      kind.isCommercial ? 0.85 : 0.75,
      kind.isCommercial ? kind.source : null,
    ),
    is_nnn: field(isNnn, isNnn ? 0.9 : 0.75, isNnn ? nnnSource : null),
    ...extractRooms(ctx, kind),
  };
}

/**
 * A one-line description of a document for the Legal and Other types (and any type, for the document list):
 * its title plus the key fact — the property, the amount demanded, the person — taken from the text itself.
 * Extractive only: every word comes from the document or a fixed template.
 */
import type { DocumentType } from '../types.js';
import { findAddresses, type Address } from './address.js';
import { findDates } from './dates.js';
import { findMoney, formatMoney } from './money.js';
import { cleanName } from './names.js';
import { flatten, normalizeText, splitLines } from './text.js';

const MAX_SUMMARY = 160;

const TITLE_WORDS =
  /\b(?:notice|summons|complaint|writ|judgment|demand|warning|breach|violation|report|inspection|walk-?\s?through|check-?list|application|questionnaire|minutes|newsletter|letter|agreement|contract|proposal|lease|invoice|statement|receipt|bill|form|registration|rules|regulations|policy|certificate|declarations|ledger|history|request|order|for\s+rent|for\s+lease|now\s+leasing|just\s+listed|available|open\s+house|welcome|addendum|amendment|estimate|w-?9)\b/i;

function sentenceCase(value: string): string {
  const letters = value.replace(/[^A-Za-z]/g, '');
  if (letters && letters !== letters.toUpperCase()) return value;
  const lower = value.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function cleanTitle(line: string): string {
  return (
    line
      .replace(/[★☆*=#~|_]+/g, ' ')
      .replace(/^\s*(?:re|subject)\s*:\s*/i, '')
      // A scan's stray margin number or mark before the heading ('5 FOURTEEN-DAY NOTICE').
      .replace(/^\s*(?:\d{1,2}|[a-z])\s+(?=[A-Za-z]{3})/, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,:;.\-–—]+|[\s,:;\-–—]+$/g, '')
      .trim()
  );
}

/** The document's own heading: the first heading-like line that names a kind of document. */
export function findTitle(text: string): string | null {
  const lines = splitLines(text)
    .map((line) => cleanTitle(line.text))
    .filter((line) => /[A-Za-z]{3}/.test(line))
    .slice(0, 30);
  // A letter's subject line says what it is about.
  const subject = text.match(/^\s*(?:re|subject)\s*:\s*(.{5,100})$/im)?.[1];
  let best: { line: string; score: number } | null = null;
  lines.forEach((line, index) => {
    if (
      line.length > 110 ||
      /^(?:to|from|dear|date|cc|attn|via|warmly|sincerely|regards|best|thanks|thank\s+you|yours|respectfully|very\s+truly)\b/i.test(
        line,
      )
    )
      return;
    // Judge the heading part of 'PET REGISTRATION - please complete and return ...'.
    const head = (line.split(/\s+[-–—|]\s+/)[0] ?? line).replace(/\s*\([^)]*\)/g, '');
    const isSentence = /[.!?]$|[.!?]\s+[A-Z]/.test(head) && head !== head.toUpperCase();
    let score = TITLE_WORDS.test(line) ? 3 : 0;
    if (head === head.toUpperCase() && /[A-Z]{3}/.test(head)) score += 1.5;
    if (head.length <= 60) score += 1;
    else if (head.length > 80) score -= 1;
    if (isSentence) score -= 3;
    // 'Lease deposit on file: $1,200' is a label and its value, not a heading.
    if (/^[^:]{2,40}:\s+\S/.test(line) && head !== head.toUpperCase()) score -= 2.5;
    // A heading starts with a capital or a number, not in the middle of a wrapped sentence.
    if (/^[a-z]/.test(line)) score -= 3;
    if (index === 0) score += 1;
    score -= index * 0.15;
    if (score > 0 && (!best || score > best.score)) best = { line, score };
  });
  const chosen = (best as { line: string; score: number } | null)?.line ?? null;
  if (subject && (!chosen || !TITLE_WORDS.test(chosen)))
    return `Letter regarding ${subject.replace(/^your\s+/i, 'the ').replace(/[.:]\s*$/, '')}`;
  if (!chosen) return null;
  // 'Move-out walk-through — 56 Cobblestone Circle', 'STATE OF NEVADA — SEVEN-DAY NOTICE': keep the name of the document.
  const parts = chosen.split(/\s+[-–—|]\s+|\s*:\s+(?=\d)/);
  const head = parts.find((part) => TITLE_WORDS.test(part)) ?? parts[0] ?? chosen;
  return sentenceCase(head.replace(/\s*\(.*?\)\s*$/, '').trim());
}

function premises(flat: string): Address | null {
  const addresses = findAddresses(flat);
  const scored = addresses.map((address, rank) => {
    const before = flat.slice(Math.max(0, address.start - 80), address.start);
    let score = address.confidence - rank * 0.05;
    if (/\b(?:premises|property|unit|located|re:|address|apartment|home|for|at)\b[^.]{0,30}$/i.test(before))
      score += 0.5;
    if (/\b(?:to:|tenant|resident)\b[^.]{0,60}$/i.test(before)) score += 0.3;
    if (
      /\b(?:payment|payable|remit|mail|office|forwarding|current\s+address|landlord'?s|owner'?s)\b[^.]{0,40}$/i.test(
        before,
      )
    )
      score -= 0.8;
    return { address, score };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored[0]?.address ?? null;
}

function shortAddress(address: Address): string {
  return address.city ? `${address.street}, ${address.city}` : address.street;
}

function amountDemanded(flat: string): number | null {
  const match = flat.match(
    /\b(?:total\s+(?:amount\s+)?(?:due|owed|owing)|amount\s+(?:now\s+)?(?:due|owed|owing)|you\s+owe|balance\s+(?:due|of)|total)\b[^$\d]{0,40}(\$?\s?[\d,]+\.\d\d)/i,
  );
  if (!match?.[1]) return null;
  return findMoney(match[1])[0]?.value ?? null;
}

function personAfter(flat: string, pattern: RegExp): string | null {
  const match = flat.match(pattern);
  if (!match?.[1]) return null;
  return cleanName(match[1].split(/\s+(?:and\s+all|,\s*\d|\d)/)[0]);
}

function clip(value: string): string {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return collapsed.length > MAX_SUMMARY ? collapsed.slice(0, MAX_SUMMARY - 1).trimEnd() + '…' : collapsed;
}

export function summariseDocument(rawText: string, type: DocumentType): string {
  const text = normalizeText(typeof rawText === 'string' ? rawText : '');
  const flat = flatten(text);
  if (!flat) return 'Document without readable text';
  const title = findTitle(text);
  const place = premises(flat);
  const streetInTitle =
    place && title ? title.toLowerCase().includes(place.street.toLowerCase().split(',')[0] ?? '') : false;
  const where = place && !streetInTitle ? ` for ${shortAddress(place)}` : '';
  if (type === 'Legal') {
    const base = title ?? 'Legal notice';
    const owed = /\b(?:pay|rent|owe|due)\b/i.test(base + ' ' + flat.slice(0, 1500))
      ? amountDemanded(flat)
      : null;
    const tenant = personAfter(flat, /\b(?:to|tenants?|defendants?)\s*(?:\(s\))?\s*:\s*([A-Z][^\n,]{2,60})/);
    const parts = [base + where];
    if (owed) parts.push(`${formatMoney(owed)} demanded`);
    else if (tenant && !where) parts.push(`to ${tenant}`);
    return clip(parts.join(', '));
  }
  if (type === 'Other') {
    if (
      title &&
      /\b(?:for\s+rent|for\s+lease|now\s+leasing|just\s+listed|available|open\s+house)\b/i.test(
        title + ' ' + flat.slice(0, 300),
      )
    ) {
      const rent = flat.match(/(\$[\d,]+(?:\.\d\d)?)\s*(?:\/|per|a)\s*(?:month|mo)\b/i)?.[1];
      const rooms = flat.match(
        /\b(\d)\s*[- ]?(?:bed(?:room)?s?|br|bd)\b[^\d]{0,20}(\d(?:\.5)?)\s*[- ]?(?:bath(?:room)?s?|ba)\b/i,
      );
      const facts = [rooms ? `${rooms[1]} bed, ${rooms[2]} bath` : null, rent ? `${rent}/month` : null]
        .filter(Boolean)
        .join(', ');
      return clip(`Rental listing${where}${facts ? ` (${facts})` : ''}`);
    }
    if (title && /\bapplication|questionnaire\b/i.test(title)) {
      const applicant = personAfter(
        flat,
        /\b(?:applicant\s+name|full\s+name|name)\s*:\s*([A-Z][^\n,:]{2,50}?)(?=\s{2,}|\s+(?:phone|date|email|ssn)\b|$)/i,
      );
      return clip(`${title}${applicant ? ` from ${applicant}` : ''}${where}`);
    }
    if (title && /\bminutes\b/i.test(title)) {
      const date = findDates(flat)[0];
      return clip(`${title}${date && !title.includes(date.raw) ? ` (${date.iso})` : ''}`);
    }
    if (title)
      return clip(
        `${title}${where && !title.toLowerCase().includes((place?.street ?? '').toLowerCase()) ? where : ''}`,
      );
  }
  if (title) return clip(`${title}${where}`);
  const body = flat.replace(/^(?:dear|hello|hi|to)\b[^,:\n]{0,40}[,:]\s*/i, '');
  const firstSentence = body.match(/^[^.!?]{10,140}[.!?]/)?.[0] ?? body.slice(0, 120);
  return clip(firstSentence);
}

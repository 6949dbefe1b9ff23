/**
 * Strong cues: titles and phrases that name a document's kind outright. They add to the model's logits (they
 * adjust, they do not decide), so a lease that says 'invoice' once is still a lease, while a notice that quotes
 * the rent and the late fee is still a notice.
 */
import type { DocumentType } from '../types.js';

/** `pattern` as a list: every one must match (cheaper and safer than one long regular expression). */
type Cue = { type: DocumentType; pattern: RegExp | RegExp[]; weight: number; where: 'title' | 'body' };

const CUES: Cue[] = [
  // Legal notices and court papers.
  {
    type: 'Legal',
    where: 'title',
    weight: 3,
    pattern:
      /\b(?:pay(?:\s+rent)?\s+or\s+(?:quit|vacate)|cure\s+or\s+quit|perform\s+covenant|notice\s+to\s+(?:quit|vacate|terminate|cure|enter|perform|pay)|unconditional\s+quit)\b/i,
  },
  {
    type: 'Legal',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:notice\s+of\s+(?:lease\s+)?(?:violation|termination|non-?renewal|non-?compliance|intent\s+(?:to\s+enter|not\s+to\s+renew)|entry|default|belief\s+of\s+abandonment|right\s+to\s+reclaim|abandon\w*|change\s+in\s+terms|rent\s+increase|claim)|lease\s+violation|eviction|summons|complaint\s+for|unlawful\s+detainer|writ\s+of|judgment\s+for\s+possession|demand\s+(?:letter|for\s+(?:payment|possession))|final\s+demand|\d+[\s-]*(?:day|hour)s?\s+(?:cure\s+)?notice|cure\s+notice|warning|breach\s+of\s+(?:the\s+)?(?:lease|rental|tenancy))\b/i,
  },
  {
    // 'Notice to tenant of entry', 'Notice of intended entry', 'Notice of default under lease'.
    type: 'Legal',
    where: 'title',
    weight: 2.5,
    pattern: /\bnotice\b[\w\s,]{0,25}\b(?:entry|enter|default|breach|quit|vacate|terminat\w*|evict\w*)\b/i,
  },
  {
    // Court papers and the notices of public authorities: orders, opinions, petitions, citations.
    type: 'Legal',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:court\s+of|(?:district|circuit|superior|municipal|civil|county|justice|magistrate|housing|small\s+claims|supreme|appellate)\s+court|court\s+of\s+appeals?|notice\s+of\s+petition|petition\s+for|subpoena|judgments?|decree|(?:memorandum\s+)?opinion|journal\s+entry|order\s+(?:granting|denying|of\s+dismissal|to\s+(?:correct|remedy|show\s+cause))|penalty\s+charge|fixed\s+penalty|(?:parking|traffic)\s+(?:citation|ticket|violation)|citation|notice\s+of\s+infraction|notice\s+to\s+owner)\b/i,
  },
  { type: 'Legal', where: 'body', weight: 1.2, pattern: /\b(?:plaintiff|defendants?)\b/i },
  {
    type: 'Legal',
    where: 'body',
    weight: 1.2,
    pattern:
      /\b(?:appellants?|appellees?|petitioners?|(?:it\s+is\s+(?:hereby\s+|therefore\s+)?|so\s+)ordered|reversed\s+and\s+remanded|cause\s+(?:is\s+)?remanded|judgment\s+(?:is\s+)?(?:affirmed|reversed|entered)|contravention|penalty\s+charge|registered\s+keeper)\b/i,
  },
  {
    type: 'Legal',
    where: 'body',
    weight: 1,
    pattern: /\b(?:proof\s+of\s+service|case\s+no\b|court\s+days|clerk\s+of\s+the\s+court)/i,
  },
  {
    type: 'Legal',
    where: 'body',
    weight: 1.2,
    pattern:
      /\b(?:quit\s+and\s+deliver|deliver\s+up\s+possession|vacate\s+(?:and\s+(?:surrender|deliver)|the\s+premises)|tenancy\s+(?:will|shall)\s+(?:be\s+)?(?:terminat|end)|legal\s+proceedings|action\s+for\s+possession|recover\s+possession|forfeiture\s+of\s+the\s+(?:lease|rental))/i,
  },
  {
    type: 'Legal',
    where: 'body',
    weight: 0.8,
    pattern:
      /\b(?:you\s+are\s+(?:hereby\s+)?(?:notified|required|in\s+violation)|please\s+take\s+notice|notice\s+is\s+hereby\s+given|advance\s+notice\s+before\s+entering)\b/i,
  },

  // Invoices, bills, statements, receipts.
  {
    type: 'Invoice',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:invoice|receipt|billing\s+(?:statement|notice)|renewal\s+(?:billing|premium)|payment\s+reminder|premium\s+(?:notice|invoice|due)|past\s+due\s+reminder|bill\s+summary|utility\s+bill|tax\s+(?:bill|statement)|statement\s+of\s+(?:account|services)|monthly\s+statement|account\s+statement|assessment\s+(?:statement|coupon)|dues\s+statement|your\s+(?:[\w&]+\s+){0,3}(?:bill|statement))\b/i,
  },
  {
    type: 'Invoice',
    where: 'body',
    weight: 1.5,
    pattern:
      /\b(?:amount|balance|total|payment)\s+due\b|\bplease\s+pay\b|\bpay\s+this\s+amount\b|\bamount\s+enclosed\b/i,
  },
  {
    type: 'Invoice',
    where: 'body',
    weight: 1.2,
    pattern: /\binvoice\s*(?:#|no\b|number|date|total)|\b(?:bill|sold|ship)\s+to\b|\bremit(?:tance)?\b/i,
  },
  {
    type: 'Invoice',
    where: 'body',
    weight: 1.2,
    pattern:
      /\bsub-?\s?total\b[^\n]{0,30}\d|\bchange\s+\$?\d+\.\d\d|\b(?:visa|mastercard|amex|debit|cash)\s+\$?\d+\.\d\d|\bauth(?:orization)?\s+code\b|\bitems?\s+sold\b/i,
  },
  {
    type: 'Invoice',
    where: 'body',
    weight: 1,
    pattern:
      /\b(?:kwh|therms?|ccf|meter\s+(?:number|reading)|previous\s+balance|prior\s+bill|current\s+charges|billing\s+(?:period|window)|service\s+period|statement\s+date|bill\s+(?:date|issued)|account\s+(?:number|#|no))\b/i,
  },

  // Leases.
  {
    type: 'Lease',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:lease|(?:rental|tenancy|room|occupancy|housing|renting)\s+agreement|agreement\s+to\s+(?:lease|rent)|monthly\s+tenancy|sublease|sublet|(?:renewal|extension|addendum|amendment)\s+(?:of|to)\s+(?:the\s+)?(?:residential\s+)?(?:lease|rental))\b/i,
  },
  {
    // Housing contracts, and leases written in German, French or Spanish.
    type: 'Lease',
    where: 'title',
    weight: 2.5,
    pattern:
      /(?:\b(?:housing|residence\s+hall|lease)\s+contract\b|mietvertrag|\bcontrat\s+de\s+(?:location|bail)\b|\bbail\s+d.habitation\b|\bcontrato\s+de\s+(?:arrendamiento|alquiler)\b)/i,
  },
  {
    type: 'Lease',
    where: 'body',
    weight: 1.5,
    pattern:
      /\b(?:vermieter\w*\b[\s\S]*\bmieter|bailleur\b[\s\S]*\blocataire|arrendador\b[\s\S]*\barrendatario)\b/i,
  },
  {
    type: 'Lease',
    where: 'body',
    weight: 1,
    pattern:
      /\b(?:hereby\s+(?:leases|rents|lets)|agrees?\s+to\s+(?:rent|lease)|(?:term|commencement)\s+of\s+this\s+lease|lease\s+term|this\s+(?:lease|rental\s+agreement|sublease|tenancy))\b/i,
  },
  {
    type: 'Lease',
    where: 'body',
    weight: 0.6,
    pattern: [
      /\b(?:landlord|lessor|sublessor|owners?)\b/i,
      /\b(?:tenants?|lessee|subtenant|renters?)\b/i,
      /\bdeposit\b/i,
      /\brent\b/i,
    ],
  },

  // Service, construction and management contracts.
  {
    type: 'Contract',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:(?:service|services|maintenance|management|construction|cleaning|janitorial|landscap\w*|roofing|painting|remodel\w*|renovation|snow|pest|contractor|monitoring|improvement|plumbing|hvac)\b[\w\s&/,-]{0,30}\b(?:agreement|contract|plan)|contract\s+for\b|(?<!\b(?:housing|lease|residence\s+hall|rental|tenancy|occupancy)\s)\bcontract\b|proposal|estimate|quote\s+and\s+work\s+authorization|(?:service|services|maintenance|management)\s+terms|terms\s+of\s+service)/i,
  },
  {
    // Agreements between businesses, and a seller's terms for a purchase.
    type: 'Contract',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:(?:licen[cs]e|distribution|distributor|reseller|supply|purchase|sales?|order|non-?disclosure|confidentiality|consulting|employment|subscription|master\s+services?|professional\s+services|agency|franchise|outsourcing|services)(?:\s+and\s+\w+)?\s+agreement|terms\s+(?:and|&)\s+conditions|terms\s+of\s+(?:sale|purchase)|nda)\b/i,
  },
  {
    type: 'Contract',
    where: 'body',
    weight: 1,
    pattern:
      /\b(?:licensor|licensee|distributor|disclosing\s+party|receiving\s+party|purchase\s+price|statement\s+of\s+work|order\s+deposit|intellectual\s+property\s+rights)\b/i,
  },
  {
    type: 'Contract',
    where: 'body',
    weight: 1.2,
    pattern:
      /\b(?:scope\s+of\s+(?:work|services)|description\s+of\s+work|change\s+orders?|independent\s+contractor|service\s+provider|contract\s+(?:price|sum)|workmanship|lien\s+waivers?|accepted\s+by)\b/i,
  },
  {
    type: 'Contract',
    where: 'body',
    weight: 0.8,
    pattern: /\bcontractor\b|\bmanager\s+shall\b|\bmanagement\s+fee\b/i,
  },
  {
    type: 'Contract',
    where: 'body',
    weight: 0.8,
    pattern:
      /\bper\s+(?:(?:quarterly|monthly|weekly|scheduled)\s+)?(?:visit|service\s+call|treatment|cleaning)\b|\b(?:either|both)\s+(?:party|parties|side|sides)\s+(?:may|can)\s+cancel\b|\binvoiced\s+(?:after|upon)\s+(?:each|completion)\b/i,
  },

  // Everything else that is not a record: flyers, inspections, applications, minutes, forms.
  {
    type: 'Other',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:inspection|walk-?\s?through|condition\s+report|questionnaire|check-?list|application|minutes|newsletter|form\s+w-?9|request\s+for\s+taxpayer|rules|regulations|handbook|policy|certificate\s+of|evidence\s+of|declarations|ledger|payment\s+history|account\s+history|work\s+order|maintenance\s+request|service\s+request|repair\s+request|for\s+(?:rent|lease|sale)|now\s+leasing|just\s+listed|new\s+listing|available\s+(?:now|immediately)|open\s+house|acknowledg\w+|emergency\s+contact|registration\s+form|instructions|welcome)\b/i,
  },
  {
    type: 'Other',
    where: 'title',
    weight: 2.5,
    pattern:
      /\b(?:pay\s*stub|pay\s+statement|earnings\s+statement|statement\s+of\s+earnings|payroll|direct\s+deposit\s+advice|bank\s+statement|certificate\s+of\s+(?:liability\s+)?insurance|(?:evidence|proof)\s+of\s+(?:property\s+)?insurance|wage\s+and\s+tax|form\s+(?:w-?2|1099|1098)|mortgage\s+interest\s+statement|supplemental\s+income)\b/i,
  },
  {
    // A pay stub: earnings less deductions.
    type: 'Other',
    where: 'body',
    weight: 2,
    pattern: [
      /\b(?:gross\s+(?:pay|earnings)|net\s+pay|(?:total\s+)?earnings|take\s+home)\b/i,
      /\b(?:ytd|year[\s-]+to[\s-]+date|pay\s+(?:period|date)|period\s+(?:beginning|ending)|check\s+date)\b/i,
      /\b(?:federal\s+(?:income\s+)?tax|medicare|social\s+security|fica|oasdi|withholding|deductions)\b/i,
    ],
  },
  {
    // A bank or card account statement, not a bill for goods or services.
    type: 'Other',
    where: 'body',
    weight: 2,
    pattern: [
      /\b(?:beginning|opening|starting|ending|closing)\s+balance\b|\bcredit\s+limit\b/i,
      /\b(?:ending|closing)\s+balance\b|\bdeposits\s+(?:and|&)\s+(?:other\s+)?(?:credits|additions)\b|\bavailable\s+credit\b|\bdaily\s+balance\b/i,
      /\b(?:withdrawals|debits|purchases|cash\s+advances?|checks\s+paid)\b/i,
    ],
  },
  {
    // An insurance certificate: producer, insured and limits, issued for information only.
    type: 'Other',
    where: 'body',
    weight: 2,
    pattern: [
      /\b(?:certificate\s+holder|additional\s+insured|confers\s+no\s+rights|(?:evidence|proof)\s+of\s+(?:property\s+)?insurance)\b/i,
      /\b(?:producer|insurer\s+[a-f]\b|each\s+occurrence|general\s+aggregate|interested\s+party)/i,
    ],
  },
  {
    type: 'Other',
    where: 'body',
    weight: 1,
    pattern:
      /\b(?:equal\s+housing\s+opportunity|schedule\s+a\s+(?:showing|tour)|tour\s+it|call\s+(?:or\s+text\s+)?(?:today|to\s+(?:tour|schedule))|move-?in\s+special|apply\s+(?:online|at)|quorum|taxpayer\s+identification|condition\s+codes?|meeting\s+(?:was\s+)?(?:called|adjourned))\b/i,
  },
];

export const MAX_CUE_BONUS = 4;

/** Markers of a pay stub, an account statement or an insurance certificate (checked with the cues above). */
const STATEMENT_OF_RECORD =
  /\b(?:net\s+pay|gross\s+pay|(?:total\s+)?earnings|(?:total\s+)?deductions|pay\s+period|take\s+home|statement\s+period|account\s+summary|(?:beginning|opening|ending|closing)\s+balance|available\s+credit|credit\s+limit|certificate\s+holder|confers\s+no\s+rights)\b/i;

/** Words of a till receipt's closing lines. */
const RECEIPT_WORDS =
  /\b(?:sub-?\s?total|total|bal(?:ance)?|tend\w*|change|cash|visa|mastercard|amex|debit|tax)\b/i;

/**
 * A till receipt as OCR reads it: short lines, many of them ending in a price ('BANANAS 1.29 F'), and a total or
 * tender line. Words may be garbled; the layout survives.
 */
export function looksLikeReceipt(body: string): boolean {
  const lines = body.split('\n').filter((line) => line.trim().length > 0);
  if (lines.length < 6 || lines.length > 200) return false;
  const priced = lines.filter(
    (line) => line.length <= 60 && /\d[.,]\d\d\s*-?\s*[A-Za-z]?\s*$/.test(line),
  ).length;
  return priced >= 5 && priced / lines.length >= 0.25 && RECEIPT_WORDS.test(body);
}

/**
 * Where a document says what it is: its first short lines (letterhead and heading), not the first sentences of
 * its body. A line longer than a heading ends the region unless nothing was found yet.
 */
export function titleRegion(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n').slice(0, 12)) {
    const line = raw.trim();
    if (!/[A-Za-z]{3}/.test(line)) continue;
    const isHeading = line.length <= 60 || (line.length <= 110 && line === line.toUpperCase());
    if (!isHeading) {
      if (lines.length === 0) lines.push(line.slice(0, 110));
      break;
    }
    lines.push(line);
    if (lines.length === 6) break;
  }
  return lines.join('\n');
}

/** Logit bonus per type from the cues found in `text`. */
export function cueBonuses(text: string): Record<DocumentType, number> {
  const title = titleRegion(text);
  const body = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const bonus: Record<DocumentType, number> = { Lease: 0, Contract: 0, Invoice: 0, Legal: 0, Other: 0 };
  for (const cue of CUES) {
    const region = cue.where === 'title' ? title : body;
    const patterns = Array.isArray(cue.pattern) ? cue.pattern : [cue.pattern];
    if (patterns.every((pattern) => pattern.test(region))) bonus[cue.type] += cue.weight;
  }
  // A notice about a lease names the lease in its title ('Lease Violation Notice'): the notice wins.
  if (bonus.Legal >= 2.5 && /\b(?:notice|warning|breach|summons|complaint|demand)\b/i.test(title)) {
    bonus.Lease = Math.min(bonus.Lease, 1);
  }
  // A pay stub, a bank or card statement or an insurance certificate quotes amounts, balances and 'payment
  // due' the way a bill does: when its own markers are there, the bill cues count for little.
  if (bonus.Other >= 2 && STATEMENT_OF_RECORD.test(body)) bonus.Invoice = Math.min(bonus.Invoice, 1);
  else if (looksLikeReceipt(body) && !STATEMENT_OF_RECORD.test(body)) bonus.Invoice += 1.5;
  for (const type of Object.keys(bonus) as DocumentType[]) bonus[type] = Math.min(bonus[type], MAX_CUE_BONUS);
  return bonus;
}

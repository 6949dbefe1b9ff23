/**
 * A lease document's text (as the document reader stores it: `\n` line breaks, wrapped lines, at most
 * one blank line in a row; src/documents/extract/normalize-text.ts) split into its clauses: numbered
 * sections ("7. PETS.", "Section 12", "ARTICLE IV"), headed paragraphs ("Quiet Hours: ...") or plain
 * paragraphs. A long clause is cut into passages of a few sentences, each keeping the clause's heading.
 */

export type Clause = {
  /** The clause's heading as printed ("7. PETS"), when it has one. */
  heading: string | undefined;
  /** The clause's text, lines joined, without its heading. */
  text: string;
};

/** A line that starts a new clause: a section number, "Section 4", "ARTICLE II", "(a)" is not one. */
const SECTION_START =
  /^(?:(?:section|article|clause|paragraph|§)\s*[\divxlc]+(?:\.\d+)*\b|\d{1,2}(?:\.\d{1,2})*[.)]\s+\S|[A-Z]\.\s+[A-Z]|[A-Z]\d{1,2}\.\s+[A-Z])/i;
/** "12 PETS" starts a clause; a wrapped line starting "60 days' notice" does not. */
const NUMBERED_CAPITALS = /^\d{1,2}\s+[A-Z]{2,}\b/;
const startsSection = (line: string): boolean => SECTION_START.test(line) || NUMBERED_CAPITALS.test(line);
/** A line in capitals ("PETS", "USE OF PREMISES:"): a heading. */
const CAPITALS_HEADING = /^[^a-z]*[A-Z]{3,}[^a-z]*$/;
/** A short heading before the clause's first sentence: "Pets." / "Quiet Hours:" / "12. NOISE." */
const INLINE_HEADING =
  /^((?:(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE|[Pp]aragraph|PARAGRAPH|§)\s*[\dIVXLCivxlc]+(?:\.\d+)*\.?|\d{1,2}(?:\.\d{1,2})*[.)]?|[A-Z]\d{1,2}\.|[A-Z]\.)?\s*[A-Z][A-Za-z'’/&,;\- ]{1,48}?(?:\s?\([\w ]{1,20}\))?)\s*(?:[.:]|\s[-–—])\s+(?=\S)/;

/**
 * A line that opens with its own short label, in a list of rules each on its line ("Snow and ice: we
 * plow ...", "Electrical: your breaker panel ..."): a clause of its own, so each rule is found and quoted
 * by its label. "Q:" and "A:" are too short to be labels.
 */
const LABELLED_LINE = /^[A-Z][A-Za-z'’/&\- ]{1,40}(?:\([\w ]{1,20}\))?:\s+\S/;
/** "Office: (608) 555-0142", "Email: office@…": a letterhead's contact line, whatever the line before. */
const CONTACT_LINE =
  /^[^:]{1,60}:\s+(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3}[.-])\s?\d{3}[.-]\d{4}\b|^[^:]{1,60}:\s+[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** Past this length a clause is cut into passages: a quote should be a few sentences, not a page. */
const LONG_CLAUSE = 900;
const PASSAGE_SENTENCES = 4;

/** Abbreviations that do not end a sentence before a capital ("No. 4", "Mr. Lee"); "a.m." and "p.m." do. */
const ABBREVIATIONS =
  /\b(?:e\.g|i\.e|no|nos|sec|secs|art|para|mr|mrs|ms|dr|st|ave|rd|blvd|apt|inc|llc|co|corp|vs|approx|u\.s|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/i;

/** A sentence's next piece that starts with the days some hours apply to. */
const DAYS_AFTER =
  /^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|^(?:weekdays|weekends|weeknights)\b/i;

/** The sentences of a clause: split after . ! ? ; followed by a capital, a digit or an opening bracket. */
/** A sub-item's number and its title in capitals, alone: "8.2 MINIMUM TEMPERATURE.", "(c) FIRE PITS." */
const ITEM_TITLE =
  /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\.?\d{1,2}\.?|\([a-z0-9]{1,3}\))\s+[A-Z][A-Z'’/&,\- ]{2,40}\.$/;

export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  // "(b) No guest may…": a lettered item starts a sentence too.
  const pieces = text.split(/(?<=[.!?;])\s+(?=["“(]?[A-Z0-9]|\([a-z0-9]{1,3}\)\s)/);
  let current = '';
  for (const [index, piece] of pieces.entries()) {
    current = current ? `${current} ${piece}` : piece;
    // "10 p.m. and", "No. 4": not an end.
    if (ABBREVIATIONS.test(current.split(/\s+/).pop() ?? '')) continue;
    // "8 a.m. Friday and Saturday nights": the hours' days follow them in the same sentence.
    if (/\b[ap]\.m\.$/i.test(current) && DAYS_AFTER.test(pieces[index + 1] ?? '')) continue;
    // "8.2 MINIMUM TEMPERATURE." is the title of the sentence after it.
    if ((ITEM_TITLE.test(current) || `${titleOf(`${current} `)}.` === current) && index + 1 < pieces.length)
      continue;
    sentences.push(current.trim());
    current = '';
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences.filter((sentence) => sentence.length > 0);
}

/** Lines of one block joined back into running text ("pet-\nfriendly" → "pet-friendly"). */
function joinLines(lines: string[]): string {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((text, line) => {
      if (!text) return line;
      if (/[a-z]-$/.test(text) && /^[a-z]/.test(line)) return `${text.slice(0, -1)}${line}`;
      return `${text} ${line}`;
    }, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A block's clause and heading. `section` is the heading of the section the block continues: a labelled
 * rule is headed by both ("7. REPAIRS — How fast"), a numbered item with no heading of its own by the
 * section ("ADDENDUM A — PETS" for "2. For each approved pet, $35 a month").
 */
function headed(
  block: string,
  capitalsHeading: string | undefined,
  section?: { heading: string; labelled: boolean },
): Clause {
  if (capitalsHeading) return { heading: capitalsHeading, text: block };
  const match = INLINE_HEADING.exec(block);
  // A heading is a few words; "Tenant shall not keep any animals." is a sentence, not a heading.
  if (
    match &&
    match[1] &&
    match[1].split(/\s+/).length <= 6 &&
    !/\b(shall|will|must|may|is|are)\b/.test(match[1])
  ) {
    const label = match[1].trim();
    // "2. For each approved pet:" opens a sentence, not a section: the item keeps its section's heading.
    const titled = !/(?:^|\s)(?!(?:and|or|of|the|to|a|an|in|on|for)\b)[a-z]/.test(
      label.replace(/^\S*\d\S*\s*/, ''),
    );
    return {
      heading: section && (section.labelled || !titled) ? `${section.heading} — ${label}` : label,
      text: block.slice(match[0].length).trim(),
    };
  }
  return { heading: section?.heading, text: block };
}

/** A sub-item's number at the start of a sentence: "22.3", "A.2", "(b)". */
const SUB_ITEM = /^(\d{1,2}\.\d{1,2}\.?|[A-Z]\.?\d{1,2}\.?|\([a-z0-9]{1,3}\))\s/i;
/** A numbered sub-item with its own title: "6.2 Notice to Vacate. If Resident …", "A.2 Limits. No more …". */
const TITLED_ITEM = /^((?:\d{1,2}\.\d{1,2}|[A-Z]\.?\d{1,2})\.?\s+([A-Z][A-Za-z'’/&,\- ]{2,40}))\.\s/;

/**
 * A long clause as passages, each with the clause's heading: whole numbered sub-items ("22.3 FLOOD. …")
 * packed up to LONG_CLAUSE, so that no item's last sentence ends up in another passage; a clause without
 * them, or an item longer than that, by a few sentences.
 */
function passages(clause: Clause): Clause[] {
  const sentences = sentencesOf(clause.text);
  const titled = titledItems(clause, sentences);
  if (titled) return titled;
  if (clause.text.length <= LONG_CLAUSE) return [clause];
  const bySentences = (part: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < part.length; i += PASSAGE_SENTENCES)
      out.push(part.slice(i, i + PASSAGE_SENTENCES).join(' '));
    return out;
  };
  const items: string[][] = [];
  for (const sentence of sentences) {
    const last = items.at(-1);
    if (!last || SUB_ITEM.test(sentence)) items.push([sentence]);
    else last.push(sentence);
  }
  if (items.filter((item) => SUB_ITEM.test(item[0] ?? '')).length < 2)
    return bySentences(sentences).map((text) => ({ heading: clause.heading, text }));
  const texts: string[] = [];
  let packed = '';
  for (const item of items) {
    const text = item.join(' ');
    if (packed && packed.length + 1 + text.length > LONG_CLAUSE) {
      texts.push(packed);
      packed = '';
    }
    if (text.length > LONG_CLAUSE) texts.push(...bySentences(item));
    else packed = packed ? `${packed} ${text}` : text;
  }
  if (packed) texts.push(packed);
  return texts.map((text) => ({ heading: clause.heading, text }));
}

/**
 * The title a numbered sub-item opens with ("6.2 Notice to Vacate"): a few words, no verb; "5.2 The lot is
 * for tenants only." is a sentence, not a title.
 */
function titleOf(sentence: string): string | undefined {
  const match = TITLED_ITEM.exec(sentence);
  const words = match?.[2]?.split(/\s+/) ?? [];
  if (!match || words.length > 6 || ABBREVIATIONS.test(`${words.at(-1) ?? ''}.`)) return undefined;
  if (words.some((word) => /^(is|are|was|were|shall|will|must|may|can|has|have|be)$/i.test(word)))
    return undefined;
  return match[1];
}

/**
 * A clause of two or more titled sub-items ("6.1 Renewal Offer. … 6.2 Notice to Vacate. …"), one passage
 * each, headed by the clause's heading and the item's title: the title names what the item is about,
 * which the words of the section's heading alone do not.
 */
function titledItems(clause: Clause, sentences: string[]): Clause[] | undefined {
  const items: string[][] = [];
  for (const sentence of sentences) {
    const last = items.at(-1);
    if (!last || titleOf(sentence)) items.push([sentence]);
    else last.push(sentence);
  }
  const titledCount = items.filter((item) => titleOf(item[0] ?? '')).length;
  if (titledCount < 2) return undefined;
  return items.flatMap((item) => {
    const title = titleOf(item[0] ?? '');
    const heading = title ? (clause.heading ? `${clause.heading} — ${title}` : title) : clause.heading;
    const text = item.join(' ');
    if (text.length <= LONG_CLAUSE) return [{ heading, text }];
    const out: Clause[] = [];
    for (let i = 0; i < item.length; i += PASSAGE_SENTENCES)
      out.push({ heading, text: item.slice(i, i + PASSAGE_SENTENCES).join(' ') });
    return out;
  });
}

/** The clauses of a lease's text, in order. */
export function splitClauses(text: string): Clause[] {
  type Block = {
    lines: string[];
    heading: string | undefined;
    section?: { heading: string; labelled: boolean } | undefined;
  };
  const blocks: Block[] = [];
  let current: Block = { lines: [], heading: undefined };
  const close = (section?: Block['section']) => {
    if (current.lines.length || current.heading) blocks.push(current);
    current = { lines: [], heading: undefined, section };
  };
  // The heading a labelled rule inherits: its section's, or that of the numbered clause it follows.
  const labelSection = (block: Block): Block['section'] => {
    const first = block.lines[0] ?? '';
    const heading =
      block.heading ??
      block.section?.heading ??
      (startsSection(first) ? headed(first, undefined).heading : undefined);
    return heading ? { heading, labelled: true } : undefined;
  };
  // The heading a numbered item inherits: only a heading on a line of its own ("ADDENDUM A — PETS").
  const itemSection = (block: Block): Block['section'] => {
    const heading = block.heading ?? block.section?.heading;
    return heading ? { heading, labelled: false } : undefined;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      // A heading alone on its line keeps its clause open across the blank line after it.
      if (current.lines.length) close();
      continue;
    }
    const isCapitals = CAPITALS_HEADING.test(line) && line.length <= 60 && /[A-Z]{3,}/.test(line);
    // "Section 4 - Conduct" alone on its line: a heading, the clause follows.
    const isSectionTitle =
      startsSection(line) &&
      line.length <= 60 &&
      !/[.;,:-]$/.test(line) &&
      !/[.:]\s+\S/.test(line.replace(/^\S+\s*/, '')) &&
      line.split(/\s+/).length <= 8;
    if (isCapitals || isSectionTitle) {
      close();
      current.heading = line.replace(/[.:\s]+$/, '');
      continue;
    }
    const previous = current.lines[current.lines.length - 1];
    // "you must:" then "1. give us 45 days' notice;", "2. pay a fee of $1,000; and": one rule's list, not
    // clauses of their own.
    const listItem =
      /^\d{1,2}[.)]\s+/.test(line) &&
      (/^\d{1,2}[.)]\s+[a-z]/.test(line) || /(:|;|;\s*(and|or)|,\s*(and|or))$/.test(previous ?? ''));
    if (current.lines.length && startsSection(line) && !listItem) close(itemSection(current));
    else if (
      current.lines.length &&
      LABELLED_LINE.test(line) &&
      (/[.!?:)]$/.test(previous ?? '') || CONTACT_LINE.test(line))
    )
      close(labelSection(current));
    current.lines.push(line);
  }
  close();
  // "15.4 Gas smell: leave ..." after a blank line still belongs to "15. EMERGENCY PROCEDURES".
  const sections = new Map<string, string>();
  // A paragraph with no heading of its own continues the section before it ("17. Keys and Getting Locked
  // Out", then "If you lock yourself out, …" after a blank line): it is under that heading too.
  let previous: string | undefined;
  for (const block of blocks) {
    const major =
      block.heading && /^(?:(?:section|article)\s+)?(\d{1,2})\b(?!\.\d)/i.exec(block.heading)?.[1];
    if (major && block.heading) sections.set(major, block.heading);
    const first = block.lines[0] ?? '';
    const sub = !block.heading && !block.section && /^(\d{1,2})\.\d{1,2}\b/.exec(first)?.[1];
    const parent = sub ? sections.get(sub) : undefined;
    if (parent) block.section = { heading: parent, labelled: true };
    else if (
      !block.heading &&
      !block.section &&
      previous &&
      !startsSection(first) &&
      !/^\d{1,2}\.\d{1,2}\b/.test(first)
    )
      block.section = { heading: previous, labelled: true };
    previous =
      block.heading ??
      block.section?.heading ??
      (startsSection(first) ? headed(joinLines(block.lines), undefined).heading : undefined);
  }
  return blocks
    .map((block) => headed(joinLines(block.lines), block.heading, block.section))
    .filter((clause) => clause.text.length > 0)
    .flatMap(passages);
}

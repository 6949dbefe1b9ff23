/**
 * Astor's light formatting, in the chat widget and on the tenant line alike, parsed into data (never
 * into HTML): lines starting with '- ' are bullet items, `**text**` is bold, everything else is plain
 * text. A component turns the result into React elements, so any markup in a reply (`<script>`) is shown
 * as the characters it is.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string };

/** A paragraph keeps its line breaks; consecutive bullet lines make one list. */
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const BULLET = /^\s*- (.*)$/;
// Non-greedy and non-empty: '**a** and **b**' is two bold runs; a lone '**' or '****' stays text.
const BOLD = /\*\*(.+?)\*\*/g;

export function parseMessage(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      current = null; // a blank line ends the paragraph or list
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }));
      current.items.push(parseInline(bullet[1] ?? ''));
    } else {
      if (current?.kind !== 'paragraph') blocks.push((current = { kind: 'paragraph', lines: [] }));
      current.lines.push(parseInline(line));
    }
  }
  return blocks;
}

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    const content = match[1] ?? '';
    if (content.trim() === '') continue; // '** **' is not bold, keep it as typed
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push({ kind: 'bold', text: content });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

/**
 * Astor's light formatting, parsed into data (never into HTML): lines starting with '- ' are bullet items,
 * `**text**` is bold, everything else is plain text; a component builds React elements from the result,
 * so any markup in a message is shown as the characters it is. The same rules as the chat widget's
 * (features/chat/lib/format-message.ts), which features may not share with each other.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string };

/** A paragraph keeps its line breaks; consecutive bullet lines make one list. */
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const BULLET = /^\s*- (.*)$/;
// Non-greedy and non-empty: '**a** and **b**' is two bold runs; a lone '**' stays text.
const BOLD = /\*\*(.+?)\*\*/g;

export function parseMessage(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      current = null;
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
    if (content.trim() === '') continue;
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push({ kind: 'bold', text: content });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

import { describe, expect, it } from 'vitest';
import { parseInline, parseMessage, type Block, type Inline } from './format-message';

const text = (value: string): Inline => ({ kind: 'text', text: value });
const bold = (value: string): Inline => ({ kind: 'bold', text: value });

describe('parseInline', () => {
  it.each<[string, Inline[]]>([
    ['', []],
    ['plain words', [text('plain words')]],
    ['**$1,200.00**', [bold('$1,200.00')]],
    ['Rent is **$1,200.00** a month', [text('Rent is '), bold('$1,200.00'), text(' a month')]],
    ['**a** and **b**', [bold('a'), text(' and '), bold('b')]],
    ['an unclosed **bold', [text('an unclosed **bold')]],
    ['empty **** markers', [text('empty **** markers')]],
    ['blank ** ** markers', [text('blank ** ** markers')]],
    ['single *stars* stay', [text('single *stars* stay')]],
    ['<script>alert(1)</script>', [text('<script>alert(1)</script>')]],
    ['**<b>not html</b>**', [bold('<b>not html</b>')]],
  ])('%j', (line, expected) => {
    expect(parseInline(line)).toEqual(expected);
  });
});

describe('parseMessage', () => {
  it.each<[string, string, Block[]]>([
    ['empty text', '', []],
    ['only blank lines', '\n  \n', []],
    ['one line', 'Hello', [{ kind: 'paragraph', lines: [[text('Hello')]] }]],
    [
      'lines of a paragraph keep their breaks',
      'First\nSecond',
      [{ kind: 'paragraph', lines: [[text('First')], [text('Second')]] }],
    ],
    [
      'a blank line starts a new paragraph',
      'First\n\nSecond',
      [
        { kind: 'paragraph', lines: [[text('First')]] },
        { kind: 'paragraph', lines: [[text('Second')]] },
      ],
    ],
    [
      'a summary then a bullet list with bold',
      'You have **2 leases** ending:\n- 12 Elm Street: **May 1**\n- 4 Oak Road',
      [
        { kind: 'paragraph', lines: [[text('You have '), bold('2 leases'), text(' ending:')]] },
        { kind: 'list', items: [[text('12 Elm Street: '), bold('May 1')], [text('4 Oak Road')]] },
      ],
    ],
    [
      'text after a list is a new paragraph',
      '- one\nAfter',
      [
        { kind: 'list', items: [[text('one')]] },
        { kind: 'paragraph', lines: [[text('After')]] },
      ],
    ],
    [
      'a blank line splits two lists',
      '- a\n\n- b',
      [
        { kind: 'list', items: [[text('a')]] },
        { kind: 'list', items: [[text('b')]] },
      ],
    ],
    [
      'indented bullets and Windows line ends',
      '  - a\r\n- b',
      [{ kind: 'list', items: [[text('a')], [text('b')]] }],
    ],
    ['a dash without a space is text', '-5 degrees', [{ kind: 'paragraph', lines: [[text('-5 degrees')]] }]],
    ['a dash inside a line is text', 'Net - fees', [{ kind: 'paragraph', lines: [[text('Net - fees')]] }]],
    [
      'markup is kept as text',
      '<script>alert("x")</script>\n- <img src=x onerror=alert(1)>',
      [
        { kind: 'paragraph', lines: [[text('<script>alert("x")</script>')]] },
        { kind: 'list', items: [[text('<img src=x onerror=alert(1)>')]] },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseMessage(input)).toEqual(expected);
  });
});

describe('parseInline over every short line', () => {
  // Exhaustive over a small alphabet instead of random inputs: every line of up to 6 of these characters.
  const alphabet = ['*', 'a', ' ', '<'];
  const lines = [''];
  for (let length = 1, previous = ['']; length <= 6; length += 1) {
    previous = previous.flatMap((prefix) => alphabet.map((char) => prefix + char));
    lines.push(...previous);
  }

  it('loses no character and makes no empty or blank-bold runs', () => {
    for (const line of lines) {
      const parts = parseInline(line);
      const rebuilt = parts.map((part) => (part.kind === 'bold' ? `**${part.text}**` : part.text)).join('');
      expect(rebuilt, JSON.stringify(line)).toBe(line);
      for (const part of parts) {
        expect(part.text.length, JSON.stringify(line)).toBeGreaterThan(0);
        if (part.kind === 'bold') expect(part.text.trim(), JSON.stringify(line)).not.toBe('');
      }
    }
  });
});

// `node scripts/check-doc-links.mjs` (part of `npm run lint`, so of `npm test`): every document a source file or a doc cites
// is in the repository. Fails (exit 1), naming file and line, on
//  - a citation of a document that is not here: the old product spec ('spec §4', 'the spec'), the old
//    design notes (ARCHITECTURE.md, STYLE.md), an issue number ('issue 8', '#12 issue');
//  - a path under docs/ that does not exist, or a docs/*.md#anchor that names no heading of that file;
//  - a same-file link (#anchor) in a docs/*.md file that names no heading.
// What to cite instead: docs/style.md#comments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
  'migrations',
]);
const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|md|css|html|sql|ya?ml)$/;
const TOP_LEVEL = ['contract', 'server', 'web', 'e2e', 'bench', 'scripts', 'docs', 'deploy'];
const ROOT_FILES = ['README.md', 'eslint.config.js', 'Dockerfile', 'docker-compose.yml', '.env.example'];

/** Citations of documents that are not in the repository, with what to say instead. */
const OUTSIDE = [
  {
    pattern: /\bspec\s*§|§\d/,
    what: "the old product spec's sections",
    instead: 'docs/product.md#<heading>',
  },
  {
    pattern: /\b(?:the|a|our) spec\b(?!\.)|\bspec's\b/i,
    what: 'the old product spec',
    instead: 'docs/product.md#<heading>',
  },
  {
    // 'spec:' opening a comment ('// spec: ...') or a parenthesis in prose ('(spec: the API ...'), not
    // a parameter ('(spec: FieldSpec<F>)').
    pattern: /(?:\/\/|\/\*|^\s*\*)\s*[Ss]pec:|\([Ss]pec: [a-z]/,
    what: 'the old product spec',
    instead: 'docs/product.md#<heading>',
  },
  { pattern: /\bproduct-spec\b/i, what: 'the old product spec', instead: 'docs/product.md#<heading>' },
  {
    pattern: /\bARCHITECTURE\.md\b/,
    what: 'the old design notes',
    instead: 'docs/architecture.md#<heading>',
  },
  { pattern: /\bSTYLE\.md\b/, what: 'the old design notes', instead: 'docs/style.md#<heading>' },
  {
    pattern: /\bissues? #?\d+\b|#\d+ issue\b/i,
    what: 'an issue of the tracker',
    instead: 'what it asked, or docs/',
  },
];

/**
 * The part of a source line that is prose: a comment, or a test's title. Strings elsewhere (document texts
 * in corpora and fixtures) may say 'issue 3' or 'the spec' and cite nothing. Markdown is prose throughout.
 */
const TEST_TITLE = /^\s*(?:it|test|describe)(?:\.each\(.*?\))?\(|^\s*\]\)\(/;
function proseOf(line, isMarkdown) {
  if (isMarkdown) return line;
  const trimmed = line.trimStart();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return line;
  if (TEST_TITLE.test(line)) return line;
  const comment = line.search(/\s\/\/\s|\{?\/\*/);
  return comment === -1 ? '' : line.slice(comment);
}

/** A path under docs/ (not part of a URL such as /api/docs or https://…/docs/…), with its anchor. */
const DOC_REFERENCE = /(?<![\w/.-])docs\/([\w./-]*[\w])(?:#([\w-]+))?/g;
/** A same-file link in Markdown: [text](#anchor). */
const LOCAL_LINK = /\]\(#([\w-]+)\)/g;

function walk(dir, files) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) walk(full, files);
    else if (EXTENSIONS.test(name) && stat.size < 2_000_000) files.push(full);
  }
  return files;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let isFenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) isFenced = !isFenced;
    const heading = !isFenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, headingAnchors(readFileSync(file, 'utf8')));
  return anchorCache.get(file);
}

const files = [
  ...TOP_LEVEL.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
    walk(path.join(root, dir), []),
  ),
  ...ROOT_FILES.map((name) => path.join(root, name)).filter((file) => existsSync(file)),
];
const self = fileURLToPath(import.meta.url);
const problems = [];

for (const file of files) {
  if (file === self) continue;
  const relative = path.relative(root, file);
  const isMarkdown = file.endsWith('.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${relative}:${index + 1}`;
    const prose = proseOf(line, isMarkdown);
    for (const { pattern, what, instead } of OUTSIDE) {
      const match = pattern.exec(prose);
      if (match)
        problems.push(`${where}: '${match[0]}' cites ${what}, not in the repository; cite ${instead}`);
    }
    for (const match of line.matchAll(DOC_REFERENCE)) {
      const [text, target, anchor] = match;
      const cited = path.join(root, 'docs', target);
      if (!existsSync(cited)) {
        problems.push(`${where}: '${text}' names no file`);
      } else if (anchor && target.endsWith('.md') && !anchorsOf(cited).has(anchor)) {
        problems.push(`${where}: '${text}' names no heading of docs/${target}`);
      }
    }
    if (relative.startsWith(`docs${path.sep}`) && isMarkdown) {
      for (const [text, anchor] of line.matchAll(LOCAL_LINK)) {
        if (!anchorsOf(file).has(anchor)) problems.push(`${where}: '${text}' names no heading of this file`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`Citations of documents that are not in the repository (see docs/style.md#comments):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`Document citations: ${files.length} files checked, every cited document is in the repository.`);

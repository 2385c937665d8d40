// npm run bench:build: what the writing adds to a build as it grows. For 10, 100 and 1,000
// generated posts (about 1,500 words and three code blocks each, beside the sample's own) it
// runs the writing step as the build does (writingCost.ts: check, render, write every page)
// in a fresh process, cold (empty cache) and warm, then once more after one post of the 1,000
// changed; each against the same step without generated posts. Prints the table and fails
// when a budget is exceeded: cold 1,000 within 10x cold 100; the one-post rebuild within
// 3 s of the build without posts. With --full it then runs the whole production build
// (webpack, into dist/) without generated posts, with 1,000 (cold), and after one of them
// changed, and prints their times.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = [10, 100, 1000];
const WORDS = 1500;
const VOCABULARY = (
  'the a booking household quota server request index cache page render build react node ' +
  'query state token retry network phone slow fast check write read user admin office data ' +
  'record field table value error answer test deploy bundle script style image theme light ' +
  'dark language reader post section heading link list code block change file folder time'
).split(' ');
const TAGS = ['react', 'node', 'mongodb', 'testing', 'performance', 'css', 'python', 'data'];

/** A small seeded generator: the same posts on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function postText(index, edit = '') {
  const next = random(index + 1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(next() * 10) }, () => pick(VOCABULARY));
    return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = (words) => {
    const sentences = [];
    for (let count = 0; count < words; count += 13) sentences.push(sentence());
    return sentences.join(' ');
  };
  const blocks = [
    [
      '```ts',
      `export function total${index}(items: { price: number }[]): number {`,
      `  return items.reduce((sum, item) => sum + item.price * ${(index % 7) + 1}, 0);`,
      '}',
      '```',
    ],
    [
      '```python',
      `def average_${index}(values):`,
      `    return sum(values) / max(len(values), ${(index % 5) + 1})`,
      '```',
    ],
    ['```bash', `curl -s http://localhost:5000/api/items/${index} | jq '.price'`, '```'],
  ].map((lines) => lines.join('\n'));
  const sections = ['Why', 'How it works', 'What broke', 'What I would do again'];
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const body = sections.flatMap((title, section) => [
    `## ${title} ${index}`,
    '',
    paragraph(WORDS / sections.length / 2),
    '',
    blocks[section] ?? '',
    '',
    paragraph(WORDS / sections.length / 2),
    '',
  ]);
  return [
    '---',
    `title: Generated post ${index}`,
    `date: ${day}`,
    `summary: A generated post of about ${WORDS} words for the build-cost bench.`,
    `tags: [${pick(TAGS)}, ${pick(TAGS)}]`,
    '---',
    '',
    ...body,
    edit,
  ].join('\n');
}

function writePosts(dir, count) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The sample's own posts stay: its case study links to one of them.
  cpSync(path.join(ROOT, 'sample/posts'), dir, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    writeFileSync(path.join(dir, `generated-${index}.en.md`), postText(index));
  }
}

function measure(postsDir, cacheDir, outDir) {
  const output = execFileSync(
    process.execPath,
    [
      '--require',
      'ts-node/register/transpile-only',
      'scripts/bench/writingCost.ts',
      cacheDir,
      outDir,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        WRITING_POSTS_DIR: postsDir,
        TS_NODE_COMPILER_OPTIONS: '{"rootDir":"."}',
      },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  return JSON.parse(output.trim().split('\n').pop());
}

/** The whole production build over these posts: its wall time. */
function fullBuild(postsDir) {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: ROOT, env: { ...process.env, WRITING_POSTS_DIR: postsDir }, stdio: 'ignore' },
  );
  return Math.round(performance.now() - started);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'build-cost-'));
try {
  const postsDir = path.join(work, 'posts');
  const cacheDir = path.join(work, 'cache');
  const outDir = path.join(work, 'out');
  writePosts(postsDir, 0);
  rmSync(cacheDir, { recursive: true, force: true });
  measure(postsDir, cacheDir, outDir);
  const base = measure(postsDir, cacheDir, outDir);
  const rows = [];
  for (const size of SIZES) {
    writePosts(postsDir, size);
    rmSync(cacheDir, { recursive: true, force: true });
    const cold = measure(postsDir, cacheDir, outDir);
    const warm = measure(postsDir, cacheDir, outDir);
    rows.push({ size, cold, warm });
    if (size === SIZES[SIZES.length - 1]) {
      writeFileSync(
        path.join(postsDir, 'generated-500.en.md'),
        postText(500, 'A paragraph added since the last build.\n'),
      );
      rows.push({ size, edited: measure(postsDir, cacheDir, outDir) });
    }
  }
  const generated = readdirSync(postsDir).filter((name) => name.startsWith('generated-'));
  const words = postText(0).split(/\s+/).length;
  console.log(
    `\nWriting step (check, render, write pages) in a fresh process; posts of ~${words} words, 3 code blocks each (${generated.length} generated, plus the sample's).`,
  );
  console.log(
    `Without generated posts: ${base.ms} ms, peak ${base.peakMb} MB, ${base.pages} pages.\n`,
  );
  console.log(
    '| Posts | Run | Time | Added time | Peak memory | Added memory | Rendered | Cached |',
  );
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const line = (size, run, result) =>
    console.log(
      `| ${size} | ${run} | ${result.ms} ms | ${result.ms - base.ms} ms | ${result.peakMb} MB | ${result.peakMb - base.peakMb} MB | ${result.rendered} | ${result.cached} |`,
    );
  for (const row of rows) {
    if (row.edited) line(row.size, 'one post changed', row.edited);
    else {
      line(row.size, 'cold', row.cold);
      line(row.size, 'warm', row.warm);
    }
  }
  const cold100 = rows.find((row) => row.size === 100).cold.ms;
  const cold1000 = rows.find((row) => row.size === 1000 && row.cold).cold.ms;
  const edited = rows.find((row) => row.edited).edited;
  const checks = [
    {
      name: 'cold 1,000 posts ≤ 10 × cold 100',
      pass: cold1000 <= 10 * cold100,
      value: `${(cold1000 / cold100).toFixed(1)} ×`,
    },
    {
      name: 'one post changed among 1,000 renders only it',
      pass: edited.rendered === 1,
      value: `${edited.rendered} rendered`,
    },
    {
      name: 'one post changed among 1,000 adds ≤ 3 s',
      pass: edited.ms - base.ms <= 3000,
      value: `${edited.ms - base.ms} ms`,
    },
  ];
  console.log('');
  for (const check of checks)
    console.log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.value}`);
  if (checks.some((check) => !check.pass)) process.exitCode = 1;
  if (process.argv.includes('--full')) {
    writePosts(postsDir, 0);
    const none = fullBuild(postsDir);
    writePosts(postsDir, 1000);
    const cold = fullBuild(postsDir);
    writeFileSync(
      path.join(postsDir, 'generated-500.en.md'),
      postText(500, 'Another paragraph, for the whole build.\n'),
    );
    const changed = fullBuild(postsDir);
    console.log(`\nWhole production build (npm run build): without generated posts ${none} ms;`);
    console.log(`1,000 posts, cold: ${cold} ms (+${cold - none} ms);`);
    console.log(`one of them changed: ${changed} ms (+${changed - none} ms).`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

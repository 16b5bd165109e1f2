import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '../pipeline/2-mdx/parse.ts';
import { checkCodeBlocks } from '../pipeline/3-content-index/code-blocks.ts';

// Writers' quick check: `npx tsx scripts/tools/check-code-blocks.ts content/guides/*.mdx`
let failures = 0;
for (const file of process.argv.slice(2)) {
  const extension = path.extname(file) === '.md' ? '.md' : '.mdx';
  try {
    const problems = checkCodeBlocks(parseMarkdown(fs.readFileSync(file, 'utf8'), extension));
    for (const problem of problems)
      console.log(`${file}:${problem.line}: ${problem.message}\n    hint: ${problem.hint}`);
    failures += problems.length;
  } catch (error) {
    const { line, message } = error as { line?: number; message: string };
    console.log(`${file}:${line ?? 1}: MDX syntax error: ${message}`);
    failures += 1;
  }
}
console.log(failures === 0 ? 'all code blocks parse' : `${failures} problem(s)`);
process.exitCode = failures === 0 ? 0 : 1;

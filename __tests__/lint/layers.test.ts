/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layers (lib/components -> features -> pages -> app) are kept by ESLint's boundaries rule,
// not by review: these run the project's own config on a file as if it were at `fileName`.
const root = path.join(__dirname, '../..');
const eslint = path.join(root, 'node_modules/.bin/eslint');

function lint(fileName: string, source: string): string[] {
  try {
    execFileSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', fileName], { cwd: root, input: source, encoding: 'utf8' });
    return [];
  } catch (error) {
    const report = JSON.parse((error as { stdout: string }).stdout) as { messages: { ruleId: string }[] }[];
    return report[0]!.messages.map((message) => message.ruleId);
  }
}

describe('the import layers', () => {
  it('refuse a feature importing the app layer, and a shared helper importing a feature', () => {
    expect(lint('src/features/cart/probe.ts', "import { makeStore } from '../../app/store';\nexport const probe = makeStore;\n")).toEqual(['boundaries/dependencies']);
    expect(lint('src/lib/probe.ts', "import { cartSlice } from '../features/cart/cartSlice';\nexport const probe = cartSlice;\n")).toEqual(['boundaries/dependencies']);
  });

  it("refuse a feature importing another feature's component, and a page importing the app", () => {
    expect(lint('src/features/cart/probe.ts', "import { ProductCard } from '../catalog/ProductCard';\nexport const probe = ProductCard;\n")).toEqual(['boundaries/dependencies']);
    expect(lint('src/pages/Probe.tsx', "import { AppRoutes } from '../app/AppRoutes';\nexport const probe = AppRoutes;\n")).toEqual(['boundaries/dependencies']);
  });

  it("allow what the README allows: another feature's slice, a type from the app, shared helpers", () => {
    const source = [
      "import type { RootState } from '../../app/store';",
      "import { themeToggled } from '../theme/themeSlice';",
      "import { paths } from '../../lib/paths';",
      "import { CartLink } from './CartLink';",
      'export const probe: [unknown, unknown, unknown, RootState | null] = [themeToggled, paths, CartLink, null];',
      '',
    ].join('\n');
    expect(lint('src/features/cart/probe.ts', source)).toEqual([]);
  });
});

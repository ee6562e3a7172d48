import { transformSync } from '@babel/core';
import { minify } from 'terser';
import { trimReactRouter } from '../../scripts/build/trimReactRouter';

// Shaped like react-router's dist file: components made at the top level, then named.
const library = `
import * as React10 from "react";
export var Link = React10.forwardRef(function Link(props, ref) { return React10.createElement("a", { ...props, ref }); });
Link.displayName = "Link";
export var Form = React10.forwardRef(function Form(props, ref) { return React10.createElement("form", { ...props, ref }); });
Form.displayName = "Form";
export function useThing() { const Inner = () => null; Inner.displayName = "Inner"; return Inner; }
`;

/** What the minifier keeps of the module when only `Link` is imported, with and without the rule. */
async function keptWithOnlyLink(trim: boolean): Promise<string> {
  const options = (trimReactRouter.use as { options: Record<string, unknown> }).options;
  const code = trim ? transformSync(library, { ...options, filename: 'chunk.mjs' })!.code! : library;
  // What webpack does with an unused export: the declaration stays, the export goes.
  const module = `(function(React10){${code.replace(/^import .*$/m, '').replace(/export /g, '')}\nwindow.out = Link;})(React)`;
  return (await minify(module, { compress: { passes: 2 }, mangle: false })).code!;
}

it('lets the minifier drop an unused component that was kept only by its forwardRef call and displayName', async () => {
  const untrimmed = await keptWithOnlyLink(false);
  expect(untrimmed).toContain('"form"');

  const trimmed = await keptWithOnlyLink(true);
  expect(trimmed).not.toContain('"form"');
  expect(trimmed).toContain('"a"');
});

it('drops only top-level string displayName assignments', () => {
  const options = (trimReactRouter.use as { options: Record<string, unknown> }).options;
  const out = transformSync(library + '\nLink.displayName = computed;', { ...options, filename: 'chunk.mjs' })!.code!;
  expect(out).not.toContain('Form.displayName = "Form"');
  expect(out).toContain('Inner.displayName = "Inner"');
  expect(out).toContain('Link.displayName = computed');
});

it('applies only to react-router', () => {
  const test = trimReactRouter.test as RegExp;
  expect(test.test('/app/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs')).toBe(true);
  expect(test.test('/app/node_modules/react-router-dom/dist/index.mjs')).toBe(false);
  expect(test.test('/app/src/app/AppRoutes.tsx')).toBe(false);
});

it("replaces the bodies of the other modes' functions, classes and variables with what they are under BrowserRouter, and nothing else", () => {
  const options = (trimReactRouter.use as { options: Record<string, unknown> }).options;
  const source = `
function PrefetchPageLinks({ page, ...linkProps }) { let { router } = useDataRouterContext2(); return matchRoutes(router.routes, page); }
function RSCErrorHandler({ children, error }) { throw decodeRedirectErrorDigest(error.digest); }
function Link(props) { function PrefetchPageLinks() { return "inner"; } return PrefetchPageLinks(); }
var RenderErrorBoundary = class extends React2.Component { static getDerivedStateFromError(error) { return { error }; } render() { return decodeDigest(this.state); } };
var OtherBoundary = class extends React2.Component { render() { return "kept"; } };
var useOptimisticImpl = React3[USE_OPTIMISTIC];
function useThing() { var useOptimisticImpl = React3.useOptimistic; return useOptimisticImpl; }
`;
  const out = transformSync(source, { ...options, filename: 'chunk.mjs' })!.code!;
  expect(out).toMatch(/function PrefetchPageLinks\(\) \{\s*return null;\s*\}/);
  expect(out).toMatch(/function RSCErrorHandler\(\) \{\s*return arguments\[0\]\.children;\s*\}/);
  expect(out).not.toContain('useDataRouterContext2');
  expect(out).not.toContain('decodeRedirectErrorDigest');
  expect(out).toMatch(/RenderErrorBoundary = class extends React2\.Component \{\s*render\(\) \{\s*return this\.props\.children;\s*\}\s*\}/);
  expect(out).not.toContain('decodeDigest');
  expect(out).toContain('return "kept"');
  expect(out).toContain('var useOptimisticImpl = undefined;');
  expect(out).not.toContain('React3[USE_OPTIMISTIC]');
  expect(out).toContain('var useOptimisticImpl = React3.useOptimistic;');
  // Only top-level functions: a nested one of the same name is left as it is.
  expect(out).toContain('return "inner"');
});

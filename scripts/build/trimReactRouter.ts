import fs from 'node:fs';
import { dirname, join } from 'node:path';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import type { RuleSetRule } from 'webpack';

/**
 * Lets the minifier drop the parts of react-router Langkah never uses, 4.7 kB gzip of every
 * page's JS in all.
 *
 * 1. react-router ships one file whose top level defines components with `React.forwardRef(...)`
 *    calls that carry no pure annotation, then sets `X.displayName = "X"` on each. Either keeps an
 *    unused component alive (`Form` and its submit hooks, `ScrollRestoration`, `HistoryRouter`...):
 *    the minifier must assume the call and the assignment do something. Babel's own React plugin
 *    marks those calls pure; `dropTopLevelDisplayNames` drops the name assignments, which only
 *    React DevTools read (1.4 kB).
 * 2. Code that only react-router's other modes reach (framework mode's link prefetching, data
 *    routers' error boundary, default error page and view transitions, React Server
 *    Components' error redirects) sits behind run-time checks of contexts that a
 *    `<BrowserRouter>` never provides, so the minifier must keep it. `stubOtherModes` replaces
 *    those functions' and classes' bodies with what they would do here (3.1 kB), and a data
 *    router's lookup of `useOptimistic` with `undefined` (0.2 kB: see otherModeVariables). This
 *    was read off react-router 7.18; another minor version keeps that code, with a warning,
 *    until someone reads it again.
 *
 * If a react-router release changes its shape, nothing breaks: the bytes simply come back (the
 * bench's initial-JS row shows it).
 */
const auditedMinor = '7.18.';

/** Whether the installed react-router is the minor version the stubs were read off. */
function auditedVersion(): boolean {
  const manifest = join(dirname(require.resolve('react-router')), '..', '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  if (version.startsWith(auditedMinor)) return true;
  console.warn(`[trimReactRouter] react-router ${version} is not ${auditedMinor}x: its other modes' code stays until scripts/build/trimReactRouter.ts is read against it again.`);
  return false;
}

export const trimReactRouter: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
  use: {
    loader: 'babel-loader',
    options: {
      babelrc: false,
      configFile: false,
      compact: false,
      plugins: ['@babel/plugin-transform-react-pure-annotations', dropTopLevelDisplayNames, ...(auditedVersion() ? [stubOtherModes] : [])],
    },
  },
};

/** Removes top-level `Name.displayName = "…";` statements. */
export function dropTopLevelDisplayNames({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'drop-top-level-display-names',
    visitor: {
      ExpressionStatement(path) {
        const { expression } = path.node;
        if (
          path.parentPath.isProgram() &&
          t.isAssignmentExpression(expression, { operator: '=' }) &&
          t.isMemberExpression(expression.left) &&
          t.isIdentifier(expression.left.object) &&
          t.isIdentifier(expression.left.property, { name: 'displayName' }) &&
          t.isStringLiteral(expression.right)
        ) {
          path.remove();
        }
      },
    },
  };
}

/**
 * What each function returns under `<BrowserRouter>`, and why it is never called there:
 * - `usePrefetchBehavior`: `[false, ref, {}]` without framework mode's context; nothing reads
 *   the ref when there is nothing to prefetch.
 * - `PrefetchPageLinks`: rendered only when that hook says to prefetch.
 * - `DefaultErrorComponent`, `useViewTransitionState`: reached only with a data router's state.
 * - `RSCErrorHandler`: rendered only inside React Server Components' router.
 */
const otherModeStubs: Record<string, string> = {
  usePrefetchBehavior: 'return [false, null, {}];',
  PrefetchPageLinks: 'return null;',
  DefaultErrorComponent: 'return null;',
  useViewTransitionState: 'return false;',
  RSCErrorHandler: 'return arguments[0].children;',
};

/**
 * Classes kept with a render that shows their children and nothing else: `RenderErrorBoundary`
 * wraps a route only when a data router is there to catch its errors.
 */
const otherModeClasses = new Set(['RenderErrorBoundary']);

/**
 * Top-level variables set to `undefined`: `useOptimisticImpl` (`React["useOptimistic"]`, looked
 * up by name for React 18) is read only by a data router's `RouterProvider`. The lookup by name
 * is what kept webpack's whole-namespace helper in every page's runtime.
 */
const otherModeVariables = new Set(['useOptimisticImpl']);

/** Replaces the bodies of the top-level functions and classes above (and the functions' parameters), and the variables' values. */
export function stubOtherModes({ types: t, template }: typeof import('@babel/core')): PluginObj {
  return {
    name: 'stub-other-modes',
    visitor: {
      FunctionDeclaration(fn) {
        const name = fn.node.id?.name;
        if (!name || !Object.hasOwn(otherModeStubs, name) || !fn.parentPath.isProgram()) return;
        fn.node.params = [];
        fn.node.body = t.blockStatement([template.statement.ast(otherModeStubs[name]!)]);
      },
      VariableDeclarator(declarator) {
        const { id } = declarator.node;
        if (!t.isIdentifier(id) || !otherModeVariables.has(id.name) || !declarator.parentPath.parentPath?.isProgram()) return;
        declarator.node.init = t.identifier('undefined');
      },
      ClassExpression(cls) {
        const declarator = cls.parentPath;
        if (!declarator.isVariableDeclarator() || !t.isIdentifier(declarator.node.id) || !otherModeClasses.has(declarator.node.id.name)) return;
        if (!declarator.parentPath.parentPath?.isProgram()) return;
        cls.node.body = (template.expression.ast('class { render() { return this.props.children; } }') as BabelTypes.ClassExpression).body;
      },
    },
  };
}

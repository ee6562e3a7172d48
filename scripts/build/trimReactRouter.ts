import type { PluginObj, types as BabelTypes } from '@babel/core';
import type { RuleSetRule } from 'webpack';

/**
 * Lets the minifier drop the parts of react-router Langkah never uses (`Form` and its submit
 * hooks, `ScrollRestoration`, `HistoryRouter`...), about 1.4 kB gzip of every page's JS.
 *
 * react-router ships one file whose top level defines components with `React.forwardRef(...)`
 * calls that carry no pure annotation, then sets `X.displayName = "X"` on each. Either keeps an
 * unused component alive: the minifier must assume the call and the assignment do something.
 * Babel's own React plugin marks those calls pure; the plugin below drops the name assignments,
 * which only React DevTools read. If a react-router release changes its shape, nothing breaks:
 * the bytes simply come back (the bench's initial-JS row shows it).
 */
export const trimReactRouter: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
  use: {
    loader: 'babel-loader',
    options: {
      babelrc: false,
      configFile: false,
      compact: false,
      plugins: ['@babel/plugin-transform-react-pure-annotations', dropTopLevelDisplayNames],
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

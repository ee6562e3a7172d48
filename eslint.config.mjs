import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  // Built output (every site the tests build is dist or dist-<name>), a shop's generated output, and tools' folders.
  { ignores: ['dist/', 'dist-*/', '.toko/', '.wrangler/', '.cache/', 'coverage/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The typed hooks in src/lib/hooks.ts are the only way in.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from src/lib/hooks.' }] },
      ],
    },
  },
  { files: ['src/lib/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // notistack is loaded lazily, outside the initial JS (src/lib/toast.ts): importing its code
    // anywhere else would put ~8 kB gzip back into every page's first load. Types are fine.
    // ToastTransition is imported by ToastProvider alone, so it is in the same lazy chunk.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/ToastProvider.tsx', 'src/app/ToastTransition.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'notistack', allowTypeImports: true, message: 'Use showToast/closeToast from src/lib/toast (notistack loads lazily).' }] },
      ],
    },
  },
  {
    // The layers of the README and docs/architecture.md, kept by the linter:
    // lib/components/styles/config -> features -> pages -> app. A lower layer may name an upper
    // one's types (`import type`: erased from the bundle, so no import cycle at run time), never
    // its code. A feature may use another feature's slices, hooks and helpers, never its
    // components (a PascalCase .tsx file).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'pages', pattern: 'src/pages' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/(lib|components|styles|config)' },
      ],
      // A component is a PascalCase .tsx file: another feature's may not be imported.
      'boundaries/files': [{ category: 'component', pattern: '**/[A-Z]*.tsx' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: "layers run lib/components -> features -> pages -> app, and no feature imports another feature's component (docs/architecture.md): {{from.element.type}} may not import this {{to.element.type}} file",
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['shared', 'feature'] } } } },
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'feature' }, file: { categories: 'component' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
            },
            { from: { element: { type: 'pages' } }, allow: { to: { element: { type: ['shared', 'feature', 'pages'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
            { allow: { to: { element: { type: 'app' } }, dependency: { kind: 'type' } } },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
);

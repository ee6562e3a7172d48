import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'] },
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
      // The typed hooks in src/app/hooks.ts are the only way in.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from src/app/hooks.' }] },
      ],
    },
  },
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'node_modules/', 'test/guides/', 'test/contribute/', '.tmp-*', '**/*.tmp.*'] },
  // the API examples are shown verbatim on the pages, hook arguments they do not use included
  { ignores: ['test/api-examples/**/*.cjs', 'test/api-examples/fixture/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The app runs in browsers and the server render: the file system belongs to build scripts. (tsc -b
    // says so too: src/ is compiled without Node's types, see tsconfig.json.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises'] }],
    },
  },
  {
    // Build scripts never import the React UI (tsc -b: scripts/ may import src/shared/ only).
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/src/components/*', 'react', 'react-dom', 'react-dom/*'] }],
    },
  },
);

// One tool lints and formats: typescript-eslint (type-aware) plus @stylistic for layout.
// Layer direction (dice ← kernel ← systems ← protocol ← server/web/cli; kernel ← report ← web/cli) is checked by
// test/architecture.test.ts; here we ban ambient nondeterminism in the pure layers.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PURE = ['src/dice/**', 'src/kernel/**', 'src/systems/**', 'src/protocol/**', 'src/report/**'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'coverage', 'artifacts', '.prof', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, arrowParens: true, braceStyle: '1tbs' }),
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Export names explicitly: no `export *`.' }],
      '@stylistic/max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
      '@stylistic/operator-linebreak': 'off',
      '@stylistic/multiline-ternary': 'off',
      '@stylistic/jsx-one-expression-per-line': 'off',
    },
  },
  {
    files: PURE,
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Pure layers take randomness from an injected Rng (src/dice).' },
        { object: 'Date', property: 'now', message: 'Pure layers take time from an injected Clock.' },
        { object: 'performance', property: 'now', message: 'Pure layers take time from an injected Clock.' },
        { object: 'crypto', property: 'randomUUID', message: 'Pure layers take ids from the command, not from crypto.' },
      ],
      'no-restricted-globals': ['error',
        { name: 'setTimeout', message: 'Pure layers have no timers.' },
        { name: 'setInterval', message: 'Pure layers have no timers.' },
        { name: 'process', message: 'Pure layers have no process.' },
      ],
      'no-restricted-syntax': ['error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly: no `export *`.' },
        { selector: "NewExpression[callee.name='Date']", message: 'Pure layers take time from an injected Clock.' },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One boundary for shared code: src/core holds what both the app and the demo API run. The API
 * (server/) may take of src/ only src/core; src/core takes nothing of src/ outside itself and no
 * UI library. Relative paths are matched as written, so src/core's rule is spelt per folder depth.
 */
const UI_PACKAGES = {
  regex: '^(react|react-dom|react-admin|ra-[^/]*|@mui/.*|react-router.*)(/.*)?$',
  message: 'src/core is shared with the demo API: no React, MUI or react-admin here.',
};
const coreDepths = [1, 2, 3, 4].map((depth) => ({
  files: [`src/core/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          UI_PACKAGES,
          {
            // `depth` steps up leave src/core: only paths back into core/ are allowed.
            regex: `^(\\.\\./){${depth}}(?!core(/|$))|^(\\.\\./){${depth + 1}}`,
            message: 'src/core may import only from src/core (and libraries without UI).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-ssr', 'data', 'node_modules', '.tmp', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!core(/|$))',
              message: 'The demo API may import only src/core of the app (see src/core/).',
            },
          ],
        },
      ],
    },
  },
  ...coreDepths,
);

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.bench', '.e2e-build', '.engines-build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Two runners, no third: Vitest beside the code, Playwright's in tests/ (docs/testing.md). A
      // node:test file there would run its tests while Playwright merely loads it.
      'no-restricted-imports': [
        'error',
        { name: 'node:test', message: "Use Vitest (unit) or '@playwright/test' (tests/)." },
      ],
    },
  },
)

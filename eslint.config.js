// ESLint flat config for every package: typescript-eslint with type information, react-hooks for the two front
// ends. `npm run lint` (zero warnings) runs in `npm test`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'packages/*/test/**', 'vitest.config.ts'];
const FRONT_ENDS = ['packages/widget/src/**/*.{ts,tsx}', 'packages/console/src/**/*.{ts,tsx}'];

/** Project rules that no installed plugin has. */
const parley = {
  rules: {
    'disable-needs-reason': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { reason: 'Say why on the same line: // eslint-disable-next-line <rule> -- <reason>' },
      },
      create(context) {
        return {
          Program() {
            for (const c of context.sourceCode.getAllComments()) {
              if (/^\s*eslint-disable/.test(c.value) && !/\s--\s*\S/.test(c.value)) context.report({ loc: c.loc, messageId: 'reason' });
            }
          },
        };
      },
    },
  },
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-types/',
    '**/coverage/',
    'e2e/.artifacts/',
    'test-results/',
    'playwright-report/',
    'data/',
    '**/*.d.ts',
    '**/*.d.mts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    // Each file is checked with the tsconfig.json nearest to it (the package's own).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { parley },
    rules: {
      'parley/disable-needs-reason': 'error',
      // Unused names are mistakes, except a deliberately ignored rest sibling or a leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify plugins, hooks and handlers, bus and store interfaces are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // React and antd handlers may return a promise (antd waits on it); elsewhere a promise where a plain
      // callback is expected is a mistake.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Beyond "recommended", rules that catch real mistakes here: an API the next major removes (zod 4, antd 6),
      // a switch over a union that forgets a member, numbers sorted as strings, a try that cannot catch the
      // rejection it returns, == outside the null check.
      // Not for antd 6's Select suffixIcon (antd's own, documented prop; the deprecation is the underlying
      // rc-select's) nor antd-mobile's unstableSetRender (its documented React 19 hook, no stable one yet).
      '@typescript-eslint/no-deprecated': ['error', { allow: ['suffixIcon', 'unstableSetRender'] }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/require-array-sort-compare': ['error', { ignoreStringArrays: true }],
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The tests are left out of the packages' tsconfigs (they are not built); one tsconfig holds them all.
    files: TESTS,
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.tests.json' } },
  },
  {
    files: ['packages/server/**', 'e2e/**', 'bench/**', 'scripts/**', '*.{js,cjs,mjs,ts}', 'packages/*/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: [...FRONT_ENDS, 'packages/embed/src/**/*.ts', 'packages/webrtc/src/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: FRONT_ENDS,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The React Compiler's own rules are off: neither front end is compiled by it, and the patterns they flag
      // here (a load effect that sets "loading" first, a ref holding the latest callback, Date.now() for a
      // relative time) are the documented idioms without it. rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      // Callbacks in props and context values are plain functions (declared with method syntax); destructuring
      // them is the React idiom, and none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Widget UI code never calls the network itself (the import side is npm run deps' widget-ui-no-network). Not
    // EventSource: the chat shell checks it exists to hand the session its stream adapter.
    files: ['packages/widget/src/{app,chat,forms,popups,layout,routes,ui,theme,rating,tickets}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket'].map((name) => ({ name, message: 'Go through the session or the services.' })),
      ],
    },
  },
  {
    // Tests hand methods to expect() on purpose, and read HTTP answers as untyped JSON (the schemas are what is
    // under test, so the tests do not parse answers with them first); the benches read answers the same way.
    files: [...TESTS, 'bench/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, tool configs) and the widget's Vite config sit outside every tsconfig.
    files: ['**/*.{js,cjs,mjs}', 'packages/widget/vite.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Components (first view and sections) reach the world only through the store. */
const COMPONENTS_NEVER_IMPORT = [
  {
    group: ['**/services/**', 'firebase*', 'dexie'],
    message: 'Components select and dispatch; the adapters are wired in src/app/services.ts.',
  },
];

const STARTUP_IMPORTS_ONLY_STARTUP =
  'Start-up code is inlined into every page: it imports only from src/startup/ (contract.ts).';

/**
 * Each page carries its own language's texts (written into it by the build, read by
 * src/app/pageTexts.ts): the page's code may name a catalogue's type, never import one.
 */
const TEXTS_BY_TYPE_ONLY = {
  // src/texts/, whatever the depth: '../texts', '../../texts/en'; a section kind's './texts'.
  regex: '^\\.\\.?/(\\.\\./)*texts(/.*)?$',
  allowTypeImports: true,
  message:
    "A catalogue imported by the page would ship its language's texts to every page: use useTexts() in a component, `extra.texts` in a thunk.",
};

/**
 * The content model (src/content/schema.ts) is zod, which the build checks the owner's folder
 * with: the page's code takes its types only, so no browser chunk carries zod.
 */
const SCHEMA_BY_TYPE_ONLY = {
  // './schema' in src/content/ or a section kind's folder, '../content/schema',
  // '../../content/schema', './content/schema', and their shared parts ('./schemaParts').
  regex: '^\\.\\.?/(\\.\\./)*(content/)?schema(Parts)?$',
  allowTypeImports: true,
  message:
    "The content model is the build's: `import type` its types (content/types.ts, catalogue.ts), or zod ships to the browser.",
};

const ZOD_BY_TYPE_ONLY = {
  regex: '^zod(/.*)?$',
  allowTypeImports: true,
  message: "zod is the build's (src/content/schema.ts): the page names its types only.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'node_modules/',
      '.local/',
      'test-results/',
      // Written from the folders by scripts/sections/writeIndex.cjs, not in git.
      'src/sections/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // A module past 300 lines (every line counted) holds two concepts: split it along its seams.
  {
    files: ['{src,scripts}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // The layers (docs/architecture.md), lowest first: content → features → services → app →
  // components, with styles/ (design tokens and page-wide CSS) beside content at the bottom.
  // A layer imports only from the layers below it; src/index.tsx, Root.tsx and prerender.tsx
  // sit on top and may import any of them.
  {
    // The owner's content's shapes and helpers import nothing of ours but the template's texts'
    // type (a catalogue is the two merged), and the template's texts import nothing at all.
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // …and the section kinds' fields, as their index lists them (src/sections/).
        { patterns: [{ regex: '^\\.\\./(?!texts/|sections/schemas\\.generated$)' }] },
      ],
    },
  },
  {
    files: ['src/texts/**/*.ts'],
    rules: {
      // …but the section kinds' texts, as their index lists them (src/sections/).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!privacy(/|$)|sections/texts\\.generated$)' }] },
      ],
    },
  },
  // Start-up code is inlined whole into every page (src/startup/contract.ts): nothing from
  // outside its folder and no package may come with it.
  {
    files: ['src/startup/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: STARTUP_IMPORTS_ONLY_STARTUP }] },
      ],
    },
  },
  {
    files: ['src/startup/inline/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.\\.?/)|^\\.\\./\\.\\./', message: STARTUP_IMPORTS_ONLY_STARTUP },
          ],
        },
      ],
    },
  },
  // The documents' one script (src/documents/) is the whole JavaScript of every page beside
  // the home pages, within 6 KB gzip: no package, and of ours only the start-up's modules and
  // the theme dialog's pure rules (plus the catalogue's type).
  {
    files: ['src/documents/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!\\./|\\.\\./startup/[^/]+$|\\.\\./features/themeDialog/themeDialogRules$|\\.\\./content/catalogue$)',
              message:
                "The documents' script imports only src/documents/, src/startup/*.ts and the theme dialog's rules (themeDialogRules.ts): it is a page's whole script.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/styles/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/features/**',
            '**/services/**',
            '**/app/**',
            '**/components/**',
            '**/config',
          ],
        },
      ],
    },
  },
  {
    // Behaviour reaches the world only through the ports it is given.
    files: ['src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/services/**',
            '**/app/**',
            '**/components/**',
            '**/styles/**',
            'firebase*',
            'dexie',
          ],
        },
      ],
    },
  },
  {
    // The theme dialog's rules run on the home page's store and in the documents' script:
    // pure, they import nothing, so neither takes more than these functions.
    files: ['src/features/themeDialog/themeDialogRules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.',
              message:
                "themeDialogRules.ts imports nothing: the documents' script runs it without Redux.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/components/**'] }],
    },
  },
  {
    // The store, its typed hooks and the composition root: no UI.
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/components/**'] }],
    },
  },
  {
    // Components select and dispatch; the outside world is the adapters' business.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: COMPONENTS_NEVER_IMPORT }],
    },
  },
  {
    // The styling rule (docs/architecture.md): the first view (every component outside
    // sections/) is styled by static CSS in index.html, so its script carries no style engine;
    // the sections below the fold use styled-components, which loads with their chunks.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/sections/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              message:
                'A first-view component is styled by static CSS (a *.styles.ts gathered in firstViewCss.ts); styled-components belongs to src/components/sections/ (docs/architecture.md, "Styling").',
            },
          ],
          patterns: [
            ...COMPONENTS_NEVER_IMPORT,
            {
              // A kind's folder (src/sections/<kind>/) and components/sections/; the registry's
              // page index and pageSections.ts are the first view's.
              group: ['**/sections/*/**', './sections/*'],
              message:
                "A section is loaded lazily, through lazySections.tsx; a static import would put it and styled-components in the first view's script.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/texts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [TEXTS_BY_TYPE_ONLY, SCHEMA_BY_TYPE_ONLY, ZOD_BY_TYPE_ONLY] },
      ],
    },
  },
  {
    // A section kind's components select and dispatch, as the others do.
    files: ['src/sections/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: COMPONENTS_NEVER_IMPORT }],
    },
  },
  {
    // A kind's kind.ts is in the first view's script: it names types, nothing more.
    files: ['src/sections/*/kind.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.',
              allowTypeImports: true,
              message:
                "kind.ts ships in the first view's script: `import type` only; the section's code goes in Section.tsx, its chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content model itself is zod; only its types reach the page.
    files: ['src/content/schema.ts', 'src/content/schemaParts.ts', 'src/sections/*/schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TEXTS_BY_TYPE_ONLY] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files load with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

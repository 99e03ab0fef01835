import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The API's layers, bottom first: each may import itself and those before it (docs/contributing/architecture.md).
const apiLayers = ['lib', 'accounts', 'audit', 'songs', 'playlists', 'rooms', 'points', 'payments', 'social']
const upTo = (name) => apiLayers.slice(0, apiLayers.indexOf(name) + 1)
const layer = (name) => [{ element: { type: name } }, { file: { categories: name } }]

// The console's domains import shared/, the resources' types and registry, and no other domain, but for the pages
// that gather them: a user's page (accounts) has a tab from each domain, a room's live page its moderation actions.
const consoleDomains = ['accounts', 'audit', 'payments', 'playlists', 'points', 'rooms', 'social', 'songs']
const consoleGathers = { accounts: ['audit', 'points', 'rooms', 'social'], rooms: ['audit'] }
const consoleElement = (type) => ({ element: { type: `console-${type}` } })

// Each layered tree: its folders matched whole, every file placed, and an import refused unless a policy allows it.
const wholeFolders = (elements) => elements.map((element) => ({ ...element, partialMatch: false }))
const layered = (policies) => ({
  'boundaries/no-unknown-files': 'error',
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      message:
        '{{from.type}}{{from.file.categories}} may not import {{to.type}}{{to.file.categories}}: see docs/contributing/architecture.md',
      policies
    }
  ]
})

// The player's layers, bottom first, each importing itself and those before it; a feature imports them all, itself,
// and the features its screen gathers (docs/contributing/architecture.md).
const playerLayers = ['base', 'shared', 'language', 'session']
const playerFeatures = [
  'chat',
  'crates',
  'discord',
  'front-door',
  'home',
  'me',
  'messages',
  'notifications',
  'payments',
  'playback',
  'room',
  'rooms',
  'search',
  'shell',
  'social',
  'uploads'
]
const playerGathers = {
  chat: ['crates'],
  'front-door': ['rooms'],
  home: ['rooms'],
  me: ['notifications', 'payments', 'playback', 'social'],
  messages: ['chat'],
  playback: ['discord'],
  room: ['chat', 'crates', 'playback', 'social'],
  search: ['crates', 'discord'],
  shell: ['messages', 'playback', 'room', 'uploads'],
  uploads: ['crates']
}
const playerLayer = (name) => [{ element: { type: `web-${name}` } }, { file: { categories: `web-${name}` } }]

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '.data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }
      ]
    }
  },
  {
    // Tests and benchmarks read HTTP answers whose shape their assertions check.
    files: ['api/test/**', 'api/bench/**', 'e2e/**', 'examples/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Take `test` from e2e/test.ts: it closes the browser contexts a test opens when it ends.'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['console/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' }
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // A file's layer is its folder's (elements), or its category for a file of its own at the top of api/src.
      'boundaries/elements': wholeFolders([
        { type: 'lib', pattern: ['api/src/lib', 'api/src/providers'] },
        { type: 'accounts', pattern: ['api/src/services/accounts', 'api/src/auth'] },
        ...apiLayers.slice(2).map((name) => ({ type: name, pattern: `api/src/services/${name}` })),
        { type: 'app', pattern: ['api/src/demo', 'api/src/backup'] }
      ]),
      'boundaries/files': [
        { category: 'lib', pattern: 'api/src/{errors,configuration,redis,db,channels,bus}.ts' },
        { category: 'declarations', pattern: 'api/src/{declarations,caller}.ts' },
        { category: 'app', pattern: ['api/src/{app,index,start-lock}.ts', 'api/src/services/index.ts'] }
      ]
    },
    // Every file of the API has a layer: a new top-level file or folder is placed here first.
    rules: layered([
      { from: layer('app'), allow: { to: layer('*') } },
      // The Application type and its kin: types only, which every layer reads and which run nothing.
      { from: layer('*'), allow: { to: layer('declarations'), dependency: { kind: 'type' } } },
      { from: layer('declarations'), allow: { to: layer('*'), dependency: { kind: 'type' } } },
      ...apiLayers.map((name) => ({ from: layer(name), allow: { to: layer(upTo(name)) } }))
    ])
  },
  {
    files: ['console/src/resources/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': wholeFolders([
        { type: 'console-shared', pattern: 'console/src/resources/shared' },
        ...consoleDomains.map((name) => ({ type: `console-${name}`, pattern: `console/src/resources/${name}` }))
      ]),
      'boundaries/files': [
        { category: 'console-resources', pattern: 'console/src/resources/{types,registry}.ts' },
        { category: 'console-top', pattern: 'console/src/resources/*.ts' }
      ]
    },
    rules: layered([
      {
        from: { file: { categories: '*' } },
        allow: { to: [{ element: { type: '*' } }, { file: { categories: '*' } }] }
      },
      {
        from: [consoleElement('shared'), ...consoleDomains.map(consoleElement)],
        allow: { to: [consoleElement('shared'), { file: { categories: 'console-resources' } }] }
      },
      ...consoleDomains.map((name) => ({
        from: consoleElement(name),
        allow: { to: [name, ...(consoleGathers[name] ?? [])].map(consoleElement) }
      }))
    ])
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': wholeFolders([
        { type: 'web-base', pattern: ['web/src/api', 'web/src/i18n'] },
        ...['shared', 'language', 'session', ...playerFeatures].map((name) => ({
          type: `web-${name}`,
          pattern: `web/src/features/${name}`
        })),
        { type: 'web-live-docs', pattern: 'web/src/live-docs' }
      ]),
      'boundaries/files': [
        { category: 'web-base', pattern: 'web/src/theme.ts' },
        { category: 'web-app', pattern: 'web/src/{main,App,SignedIn,routes}.tsx' }
      ]
    },
    // Every file of the player has a layer: a new top-level file or feature folder is placed here first.
    rules: layered([
      { from: playerLayer('app'), allow: { to: playerLayer('*') } },
      ...playerLayers.map((name) => ({
        from: playerLayer(name),
        allow: { to: playerLayers.slice(0, playerLayers.indexOf(name) + 1).flatMap(playerLayer) }
      })),
      ...playerFeatures.map((name) => ({
        from: playerLayer(name),
        allow: { to: [...playerLayers, name, ...(playerGathers[name] ?? [])].flatMap(playerLayer) }
      })),
      { from: playerLayer('live-docs'), allow: { to: playerLayer('live-docs') } }
    ])
  }
)

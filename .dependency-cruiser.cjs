/**
 * Dependency rules (issue 12), checked by `npm run deps` (scripts/deps.mjs, which also refuses folder-level
 * import cycles inside each package). Paths are from the repository root.
 */

/**
 * The server's layers, lowest first: a folder may import its own layer and those below, never one above. The tree
 * groups them: platform/ (no domain knowledge), domains/ (one folder per domain, stores before the actions that use
 * them), jobs/ (the node's background work), api/ (HTTP routes), and the entry points at the top.
 */
const SERVER_LAYERS = [
  ['platform', ['platform']],
  [
    'stores',
    [
      'domains/channels',
      'domains/visitors',
      'domains/agents',
      'domains/sensitive',
      'domains/workspaces',
      'domains/apiKeys',
      'domains/webhooks',
    ],
  ],
  ['events', ['domains/events']],
  ['conversation', ['domains/conversation']],
  [
    'actions',
    [
      'domains/routing',
      'domains/robot',
      'domains/evaluation',
      'domains/forms',
      'domains/media',
      'domains/tickets',
      'domains/privacy',
      'domains/calls',
      'domains/chat',
      'domains/accounts',
      'domains/operator',
      'domains/reports',
      'domains/setup',
      'domains/restApi',
    ],
  ],
  ['seed', ['domains/demo']],
  ['jobs', ['jobs']],
  ['api', ['api']],
  ['root', ['app.ts', 'main.ts', 'cli']],
];
const serverPath = (names) => `^packages/server/src/(${names.map((n) => n.replace('.', '\\.')).join('|')})(/|$)`;

const serverLayerRules = SERVER_LAYERS.slice(0, -1).map(([name, folders], i) => ({
  name: `server-layer-${name}`,
  comment: `${name} (${folders.join(', ')}) may not import a layer above it`,
  severity: 'error',
  from: { path: serverPath(folders), pathNot: '\\.test\\.ts$' },
  to: { path: serverPath(SERVER_LAYERS.slice(i + 1).flatMap(([, f]) => f)) },
}));

/**
 * Widget folders that draw: they reach the server only through the session or the services, never the API client
 * or the upload client.
 */
const WIDGET_UI = ['app', 'chat', 'forms', 'popups', 'layout', 'routes', 'ui', 'theme', 'rating', 'tickets'];

module.exports = {
  forbidden: [
    ...serverLayerRules,
    {
      name: 'console-features-apart',
      comment: 'a console feature never imports another feature (shared code lives in src/shared)',
      severity: 'error',
      from: { path: '^packages/console/src/features/([^/]+)/' },
      to: { path: '^packages/console/src/features/', pathNot: '^packages/console/src/features/$1/' },
    },
    {
      name: 'console-shared-below-features',
      comment: 'src/shared is used by features and the app, and uses neither',
      severity: 'error',
      from: { path: '^packages/console/src/shared/' },
      to: { path: '^packages/console/src/(features|app)/' },
    },
    {
      name: 'console-features-below-app',
      severity: 'error',
      from: { path: '^packages/console/src/features/' },
      to: { path: '^packages/console/src/app/' },
    },
    {
      name: 'widget-ui-no-network',
      comment: 'widget UI code never calls the network itself: it goes through the session or the services',
      severity: 'error',
      from: { path: `^packages/widget/src/(${WIDGET_UI.join('|')})/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/widget/src/(api/|media/uploadClient\\.ts$)' },
    },
    {
      name: 'protocol-stands-alone',
      comment: 'the contract imports no other package of ours',
      severity: 'error',
      from: { path: '^packages/protocol/' },
      to: { path: '^packages/(server|widget|console|embed|webrtc)/' },
    },
    {
      name: 'webrtc-stands-alone',
      comment: 'the shared call peer imports the protocol only, never a front end or the server',
      severity: 'error',
      from: { path: '^packages/webrtc/' },
      to: { path: '^packages/(server|widget|console|embed)/' },
    },
    {
      name: 'embed-stands-alone',
      severity: 'error',
      from: { path: '^packages/embed/' },
      to: { path: '^packages/(server|widget|console)/' },
    },
    {
      name: 'front-ends-apart',
      comment: 'the front ends share code only through the protocol and the call peer (webrtc), and never reach into the server',
      severity: 'error',
      from: { path: '^packages/(widget|console)/' },
      to: { path: '^packages/(server|embed)/|^packages/(widget|console)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'server-no-front-ends',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(widget|console|embed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-types)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'],
    },
  },
};

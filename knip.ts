// knip (`npm run check`): every imported package declared, no declared package unused, no file
// that nothing reaches (docs/dependencies.md). Its Vike, Vite, Vitest and node:test plugins find
// the config files, the `+` files in TS and the tests; what they cannot know is listed here.
import type { KnipConfig } from 'knip'

export default {
  entry: [
    // Vike's `+` files written in MDX (the plugin knows the TS ones).
    'pages/**/+*.mdx',
    // Commands: package.json's scripts, the fuzzers, and the brand images (run by hand).
    'scripts/*.{ts,mjs}',
    // The editor's page loads it (tooling/cms/keystatic.html, tooling/cms-plugin.ts).
    'tooling/cms/editor.ts',
    // The editor's API on a host: functions/worker.ts (wrangler.jsonc) and functions/node.ts.
    'functions/{worker,node}.ts',
    // The Nu checker's test reads it as a file (tests/e2e/nu.test.ts).
    'tests/e2e/nu-fixture.css',
  ],
  project: ['**/*.{ts,tsx,mjs,js,mdx,css}'],
  compilers: {
    // CSS `@import` and CSS modules' `composes: … from` are imports.
    css: (text: string) =>
      [...text.matchAll(/(?:@import|\bfrom)\s+['"]([^'"]+)['"]/g)]
        .map(([, file]) => `import '${file}'`)
        .join('\n'),
  },
  // Packages run as programs, not imported: the bench runs node_modules/.bin/lighthouse, the
  // Nu checker vnu-jar's vnu.jar (tests/e2e/nu.ts).
  ignoreDependencies: ['lighthouse', 'vnu-jar'],
  // Debian's programs (docs/testing.md lists the packages).
  ignoreBinaries: ['apt-get', 'dpkg-deb', 'openssl', 'dbus-daemon'],
  // Unused exports are not this check's business (yet): files and dependencies are.
  rules: {
    exports: 'off',
    types: 'off',
    nsExports: 'off',
    nsTypes: 'off',
    enumMembers: 'off',
    duplicates: 'off',
  },
} satisfies KnipConfig

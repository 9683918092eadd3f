// knip in `npm run check`: what its plugins cannot find alone (docs/dependencies.md says why).
import type { KnipConfig } from 'knip'

export default {
  entry: [
    'pages/**/+*.mdx',
    'scripts/*.{ts,mjs}',
    'tooling/cms/editor.ts',
    'tests/e2e/nu-fixture.css',
  ],
  project: ['**/*.{ts,tsx,mjs,js,mdx,css}'],
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/(?:@import|\bfrom)\s+['"]([^'"]+)['"]/g)]
        .map(([, file]) => `import '${file}'`)
        .join('\n'),
  },
  ignoreDependencies: ['vnu-jar'],
  ignoreBinaries: ['apt-get', 'dpkg-deb', 'openssl', 'dbus-daemon'],
} satisfies KnipConfig

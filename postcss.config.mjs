import presetMantine from 'postcss-preset-mantine'
import simpleVars from 'postcss-simple-vars'

/**
 * Declarations postcss-mixins inserts for Mantine's mixins have no source file, so Vite warns "A
 * PostCSS plugin did not pass the `from` option": each takes the source of its rule.
 */
const sourceForMixins = {
  postcssPlugin: 'source-for-mixins',
  OnceExit(root) {
    root.walkDecls((declaration) => {
      if (declaration.source?.input?.file) return
      let parent = declaration.parent
      while (parent && !parent.source?.input?.file) parent = parent.parent
      declaration.source = (parent ?? root).source
    })
  },
}

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    sourceForMixins,
  ],
}

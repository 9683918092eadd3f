import presetMantine from 'postcss-preset-mantine'
import simpleVars from 'postcss-simple-vars'

/**
 * Mantine's mixins (`@mixin hover`, `@mixin dark`, ...) are inserted by
 * postcss-mixins without a source file on their declarations, which makes Vite
 * warn "A PostCSS plugin did not pass the `from` option" on every build. This
 * gives each such declaration the source of the rule it was inserted into.
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

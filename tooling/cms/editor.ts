/** The editor page (/keystatic): Keystatic with the configuration made from virtual:cms-spec. */
import { collection, config, fields, singleton } from '@keystatic/core'
import { block, wrapper } from '@keystatic/core/content-components'
import { Keystatic } from '@keystatic/core/ui'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import spec from 'virtual:cms-spec'
import { keystaticConfig } from './keystatic-config.ts'

const site = keystaticConfig({ config, collection, fields, singleton, block, wrapper }, spec)

createRoot(document.getElementById('editor')!).render(createElement(Keystatic, { config: site }))

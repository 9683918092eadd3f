import { useData } from 'vike-react/useData'
import { MdxContent } from '../../components/MdxContent'
import { PageMeta } from '../../components/PageMeta'
import { PhotosContext } from '../../components/StockImage/photos'
import type { Data } from './+data'

/** A writer's page (pages/about.mdx for /about), from its data (+data.ts). */
export default function Page() {
  const { meta, tree, htmlOnly, photos } = useData<Data>()
  return (
    <PhotosContext value={photos}>
      <PageMeta {...meta} />
      <MdxContent tree={tree} htmlOnly={htmlOnly} />
    </PhotosContext>
  )
}

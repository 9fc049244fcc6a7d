import { BatchPage } from './BatchPage.tsx'

/** Many pickups, `/{brand}/createManyToOne` (part 1 §2; part 2 §2.4): a file of pickups, one drop-off. */
export function ManyToOnePage() {
  return <BatchPage kind="manyToOne" />
}

export default ManyToOnePage

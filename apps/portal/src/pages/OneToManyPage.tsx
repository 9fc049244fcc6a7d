import { BatchPage } from './BatchPage.tsx'

/** Many drop-offs, `/{brand}/createOneToMany` (part 1 §2; part 2 §2.4): one pickup, a file of drop-offs. */
export function OneToManyPage() {
  return <BatchPage kind="oneToMany" />
}

export default OneToManyPage

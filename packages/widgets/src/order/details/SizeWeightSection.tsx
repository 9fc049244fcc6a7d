import {
  fillText,
  messages,
  type OrderDraftStore,
  type PackageLine,
  type SizeCategory,
  type WeightCategory,
  weightRangeLabel,
} from '@waybill/sdk-core'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { CountInput } from './CountInput.tsx'

/** Props of {@link SizeWeightSection}. */
export interface SizeWeightSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/** One of the six buttons: a size category with the weight range it stands for. */
interface SizeWeightChoice {
  readonly size: SizeCategory
  readonly weight: WeightCategory
  readonly label: string
}

const sizesOf = (state: { sizeCategories: readonly SizeCategory[] }) => state.sizeCategories
const packagesOf = (state: { packages: readonly PackageLine[] }) => state.packages

/** A size category's name as the buttons show it: 'SMALL' → 'Small'. */
const sizeName = (size: SizeCategory) => size.name.charAt(0) + size.name.slice(1).toLowerCase()

/**
 * The six buttons (part 1 §2 "small 2, medium 2, large 2"): the categories come two per tier, the first of a tier
 * with its first weight range, the second with its second — the reading under which the valet default (size
 * index 5, weight index 1, part 1 §3) is one of the buttons. See docs/decisions.md.
 */
function sizeWeightChoices(sizes: readonly SizeCategory[]): SizeWeightChoice[] {
  return sizes.flatMap((size, index) => {
    const ranges = size.weightCategories
    const weight = ranges[Math.min(index % 2, ranges.length - 1)]
    return weight ? [{ size, weight, label: `${sizeName(size)} ${weightRangeLabel(weight)}` }] : []
  })
}

/**
 * The size and weight selector (part 1 §2, §4 'Other rules'; part 2 §3.2): six toggle buttons (aria-pressed) from
 * the session's size categories, weights in pounds. Selecting one adds its line with one package, pressing it
 * again removes it; each selected line has its own package count.
 */
export function SizeWeightSection({ id, draft }: SizeWeightSectionProps) {
  const sizes = useSession(sizesOf, 'SizeWeightSection')
  const lines = useStore(draft, packagesOf)
  const lineOf = ({ size, weight }: SizeWeightChoice) =>
    lines.find((line) => line.sizeCategoryId === size.id && line.weightCategoryId === weight.id)
  return (
    <section className="wb-details__section" aria-labelledby={id}>
      <h3 id={id} className="wb-details__heading" tabIndex={-1}>
        {messages.sectionSizeWeight}
      </h3>
      <ul className="wb-sizes">
        {sizeWeightChoices(sizes).map((choice) => {
          const line = lineOf(choice)
          const { size, weight } = choice
          return (
            <li key={`${size.id}-${weight.id}`} className="wb-sizes__choice">
              <button
                type="button"
                className="wb-size"
                aria-pressed={line !== undefined}
                onClick={() => draft.toggleSize(size.id, weight.id)}
              >
                <span className="wb-size__name">{sizeName(size)}</span>{' '}
                <span className="wb-size__weight">{weightRangeLabel(weight)}</span>
              </button>
              {line && (
                <CountInput
                  id={`${id}-${size.id}-${weight.id}`}
                  label={fillText(messages.linePackages, { size: choice.label })}
                  value={line.packages}
                  min={1}
                  onCommit={(count) => count > 0 && draft.setLinePackages(size.id, weight.id, count)}
                />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

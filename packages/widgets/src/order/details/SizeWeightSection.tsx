import { fillText, messages } from '@waybill/sdk-core'
import { type SizeWeightChoice, sizeWeightChoices } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
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

/**
 * The size and weight selector (part 1 §2, §4 'Other rules'; part 2 §3.2): six toggle buttons (aria-pressed) from
 * the session's size categories (sdk-core `sizeWeightChoices`), weights in pounds. Selecting one adds its line with
 * one package, pressing it again removes it; each selected line has its own package count.
 */
export function SizeWeightSection({ id, draft }: SizeWeightSectionProps) {
  const sizes = useSession((state) => state.sizeCategories, 'SizeWeightSection')
  const lines = useStore(draft, (state) => state.packages)
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
                <span className="wb-size__name">{choice.sizeName}</span>{' '}
                <span className="wb-size__weight">{choice.weightLabel}</span>
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

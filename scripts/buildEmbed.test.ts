import { describe, expect, it } from 'vitest'
import { usedMessageKeys } from './buildEmbed.ts'

describe('usedMessageKeys (the embed build keeps only the catalogue texts its sources read)', () => {
  it('finds static reads of the catalogue, renamed imports included, and nothing else', () => {
    const sources = [
      "import { fillNames, messages } from '@waybill/sdk-core'\nconst a = messages.widgetTitle + messages.statusDone",
      "import { type LatLng, messages as texts } from '@waybill/sdk-core'\nshow(texts.phoneInvalid)",
      'const other = { messages: 1 }\nother.messages.notACatalogueRead\nlabel.widgetNewOrder',
    ]
    expect([...usedMessageKeys(sources)].sort()).toEqual(['phoneInvalid', 'statusDone', 'widgetTitle'])
  })
})

import { describe, expect, it } from 'vitest'
import { unusedClasses, usedMessageKeys } from './buildEmbed.ts'

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

describe('unusedClasses (the embed build drops the rules of classes the widget never renders)', () => {
  const css = `
    :host { all: initial }
    .wb-widget, .wb-modal { display: grid }
    .wb-modal__body { padding: 1rem }
    .wb-party .wb-map { height: 10rem }
    .wb-alert--error { color: red }
    .wb-field:not(.wb-map) { margin: 0 }
    @media (width < 40rem) { .wb-map { display: none } .wb-widget { gap: 0 } }
    .other { color: blue }`
  const script =
    'h("section",{className:"wb-widget wb-party"});h("p",{className:"wb-alert--"+tone},"wb-field")'

  it('names the wb- classes the script never mentions, for lightningcss to drop their rules', () => {
    expect(unusedClasses(css, script)).toEqual(['wb-map', 'wb-modal', 'wb-modal__body'])
  })

  it('keeps a class the script builds from a prefix it writes whole, and every class that is not wb-', () => {
    const unused = unusedClasses(`${css} .wb-alert--warning {} .wb-alertness {} .x-map {}`, script)
    expect(unused).toContain('wb-alertness')
    expect(unused).not.toContain('wb-alert--warning')
    expect(unused).not.toContain('x-map')
  })
})

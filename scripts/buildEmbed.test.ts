import { describe, expect, it } from 'vitest'
import { purgedCss, usedMessageKeys } from './buildEmbed.ts'

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

describe('purgedCss (the embed build drops the rules of classes the widget never renders)', () => {
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

  it('keeps what the script names, or builds from a prefix it writes whole, and what is not a wb- class', () => {
    const purged = purgedCss(css, script)
    for (const kept of [':host', '.wb-widget', '.wb-alert--error', '.wb-field:not(.wb-map)', '.other'])
      expect(purged).toContain(kept)
  })

  it('drops a rule whose every selector names a class the script never mentions', () => {
    const purged = purgedCss(css, script)
    expect(purged).not.toMatch(/\.wb-modal__body|\.wb-party \.wb-map|\.wb-map\{/)
    // A list that also names a rendered class stays whole.
    expect(purged).toMatch(/\.wb-widget,\.wb-modal\{display:grid\}/)
    expect(purged).toMatch(/@media[^{]*\{\.wb-widget\{gap:0\}\}/)
  })
})

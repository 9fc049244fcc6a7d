import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EAGER_FACTORY_MIN,
  eagerFactories,
  purgedCss,
  renameChunksByContent,
  usedMessageKeys,
} from './buildEmbed.ts'

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

describe('renameChunksByContent (a chunk changes name whenever terser changed its content)', () => {
  function built(react: string) {
    const folder = mkdtempSync(join(tmpdir(), 'embed-'))
    writeFileSync(join(folder, 'waybill-chunk-REACT.js'), react)
    writeFileSync(
      join(folder, 'waybill-chunk-WIDGET.js'),
      'import{r}from"./waybill-chunk-REACT.js";export const w=r',
    )
    writeFileSync(
      join(folder, 'waybill-widget.js'),
      'import"./waybill-chunk-REACT.js";import("./waybill-chunk-WIDGET.js")',
    )
    renameChunksByContent(folder)
    const names = readdirSync(folder).sort()
    return { names, read: (name: string) => readFileSync(join(folder, name), 'utf8') }
  }

  it('names each chunk after its content, and every import follows', () => {
    const { names, read } = built('export const r=1')
    const chunks = names.filter((name) => name.startsWith('waybill-chunk-'))
    expect(chunks).toHaveLength(2)
    expect(names).toContain('waybill-widget.js')
    for (const chunk of chunks) expect(chunk).toMatch(/^waybill-chunk-[0-9a-f]{10}\.js$/)
    const entry = read('waybill-widget.js')
    for (const chunk of chunks) expect(entry).toContain(`./${chunk}`)
    const widget = chunks.find((chunk) => read(chunk).includes('export const w'))
    const react = chunks.find((chunk) => chunk !== widget)
    expect(widget && read(widget)).toContain(`./${react}`)
  })

  it('names apart two chunks that load each other', () => {
    const folder = mkdtempSync(join(tmpdir(), 'embed-'))
    writeFileSync(join(folder, 'waybill-chunk-W.js'), 'export const w=1;import("./waybill-chunk-M.js")')
    writeFileSync(join(folder, 'waybill-chunk-M.js'), 'import{w}from"./waybill-chunk-W.js";export const m=w')
    renameChunksByContent(folder)
    expect(readdirSync(folder)).toHaveLength(2)
  })

  it('renames a chunk, and the chunks that import it, when its content changes', () => {
    const before = built('export const r=1').names
    const after = built('export const r=2').names
    expect(after.filter((name) => before.includes(name))).toEqual(['waybill-widget.js'])
  })
})

describe('eagerFactories (React is compiled as its chunk streams in, not when it is first run)', () => {
  const body = `{${'x.push(1);'.repeat(120)}return x}`

  it('parenthesises a large function that a top-level declaration passes to a call', () => {
    const code = `import{t as e}from"./c.js";var t=e(e=>${body}),n=e(function(r){${body.slice(1)});export{t}`
    const eager = eagerFactories(code)
    expect(eager).toContain(`var t=e((e=>${body})),n=e((function(r){${body.slice(1)}))`)
    expect(eagerFactories(eager)).toBe(eager)
  })

  it(`wraps a factory from ${EAGER_FACTORY_MIN} characters on`, () => {
    const factory = (length: number) => `e=>{${';'.repeat(length - 5)}}`
    expect(eagerFactories(`var t=e(${factory(EAGER_FACTORY_MIN)});`)).toBe(
      `var t=e((${factory(EAGER_FACTORY_MIN)}));`,
    )
    const short = `var t=e(${factory(EAGER_FACTORY_MIN - 1)});`
    expect(eagerFactories(short)).toBe(short)
  })

  it('leaves small functions, nested calls and other statements as they are', () => {
    const code = `var a=e(()=>1);function f(){var b=e(()=>${body})}e(()=>${body});var c=e(1,()=>${body});`
    expect(eagerFactories(code)).toBe(code)
  })
})

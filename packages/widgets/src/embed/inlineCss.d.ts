// A stylesheet imported as text (Vite's `?inline`): the embed build inlines its imports, drops the rules of classes
// the widget never renders, and minifies it (scripts/buildEmbed.ts).
declare module '*.css?inline' {
  const css: string
  export default css
}

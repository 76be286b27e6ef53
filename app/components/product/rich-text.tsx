/**
 * A product description as the shop shows it. The HTML comes from the catalogue service, which passes
 * every stored description through the rich-text allowlist on read (domain/content/rich-text.ts); no other
 * value may be handed to this component.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

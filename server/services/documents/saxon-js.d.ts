// saxon-js ships without type declarations; these cover the calls the EN 16931 check makes.
declare module "saxon-js" {
  type TransformOptions = {
    stylesheetInternal?: unknown;
    stylesheetFileName?: string;
    sourceText?: string;
    destination?: "serialized" | "raw" | "document";
  };
  const SaxonJS: {
    transform(options: TransformOptions, mode: "async"): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}

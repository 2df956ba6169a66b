// The two packages ship JavaScript without types; these are the calls the vocabulary test makes.

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary as published (schemaorg-current-https.jsonld). */
    constructor(schemaOrgJson: unknown)
    /** Issues of what `@marbec/web-auto-extractor` extracted from a page. */
    validate(extracted: unknown): Promise<unknown[]>
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] })
    parse(html: string): unknown
  }
}

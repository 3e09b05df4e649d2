// Types for the two structured-data validators the crawler-view tests run (they ship none): only what the
// tests use.
declare module "@adobe/structured-data-validator" {
  export type Issue = { severity: "ERROR" | "WARNING"; issueMessage: string; fieldName?: string; path?: { type?: string }[] };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}

declare module "structured-data-testing-tool" {
  export type TestResult = { test: string; type?: string; error?: { message?: string } };
  export type Result = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[]; schemas: string[] };
  export function structuredDataTest(html: string, options: { presets: unknown[] }): Promise<Result>;
}

declare module "structured-data-testing-tool/presets.js" {
  const presets: { Google: unknown };
  export default presets;
}

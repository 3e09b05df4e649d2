// Test files run two at a time; without a previous run's timings Vitest starts the largest files
// first, which left the slowest file to the end of the integration pass, alone. Files known to be slow
// start first.
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The browser files, slowest first (measured): a cold run would otherwise start them by size and leave
// offline (short file, about a minute) to the end.
const SLOW_FIRST = [
  "fuzz.test.ts",
  "listings.e2e.test.ts",
  "restaurant-finder.e2e.test.ts",
  "accounts.e2e.test.ts",
  "chat.e2e.test.ts",
  "articles.e2e.test.ts",
  "new-user.e2e.test.ts",
  "offline.e2e.test.ts",
];

const rank = (spec: TestSpecification) => {
  const i = SLOW_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return i === -1 ? SLOW_FIRST.length : i;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
